import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, readBootData } from './boot-data.ts';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Hitelkapu');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('the boot data the server writes into the page (spec §8)', () => {
  afterEach(() => {
    document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  });

  it('reads the wording and the configuration, escaped characters included', () => {
    // What the server writes: every < as \u003c, so a value cannot close the element.
    const json = String.raw`{"tokens":{"welcome.hero.title":"Tudja meg \u003cmost\u003e, mekkora kölcsönt kaphat"},"config":[{"identifier":"demo_mode","value":true}]}`;
    expect(readBootData(pageWith(json))).toEqual({
      tokens: { 'welcome.hero.title': 'Tudja meg <most>, mekkora kölcsönt kaphat' },
      config: [{ identifier: 'demo_mode', value: true }],
    });
  });

  it('reads the page the client runs in by default', () => {
    document.body.append(
      pageWith('{"tokens":{"a":"b"},"config":[]}').getElementById(BOOT_DATA_ELEMENT_ID) as Node,
    );
    expect(readBootData()).toEqual({ tokens: { a: 'b' }, config: [] });
  });

  it.each([
    ['no block (the Vite dev server, an index.html cached from before)', null],
    ['an empty block', ''],
    ['broken JSON', '{"tokens":'],
    ['tokens that are not texts', '{"tokens":{"a":1},"config":[]}'],
    ['a configuration that is not a list', '{"tokens":{},"config":{}}'],
  ])('answers null for %s, so the client fetches the data itself', (_case, json) => {
    expect(readBootData(pageWith(json))).toBeNull();
  });
});
