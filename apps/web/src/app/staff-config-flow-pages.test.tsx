import type { Flow, FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { ConfigFlow, ConfigFlowUpdate } from '@hitelkapu/domain/contracts/staff-config-flows';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalStaffConfigTokensHu } from '../../../server/src/seed/translations-hu-staff-config.ts';
import { internalStaffConfigFlowTokensHu } from '../../../server/src/seed/translations-hu-staff-config-flows.ts';
import { useStaffSessionStore } from '../features/staff/staff-session-store.ts';
import { json, makeToken, mockApi } from '../testing/api-mock.ts';
import { renderWithProviders, testI18n } from '../testing/render.tsx';
import { StaffConfigFlowEditorPage } from './staff-config-flow-pages.tsx';

const FLOW_ID = 'szemelyi-kolcson-igenyles';
const GET_FLOW = `GET /staff/config/flows/${FLOW_ID}`;
const PUT_FLOW = `PUT /staff/config/flows/${FLOW_ID}`;

const staffToken = makeToken({ sub: 'staff-9', roles: ['CONFIGURATOR'], name: 'Tóth Gábor' });

const question = (
  overrides: Partial<FlowQuestion> & Pick<FlowQuestion, 'identifier' | 'label'>,
): FlowQuestion => ({
  type: 'SIMPLE_FIELD',
  fieldType: 'INPUT',
  fieldId: 1,
  fieldSubtype: null,
  validation: null,
  format: null,
  isRequired: true,
  isConditional: false,
  conditions: [],
  isHardKo: false,
  koAnswer: null,
  hidden: false,
  hint: null,
  options: [],
  koExplanation: null,
  ...overrides,
});

const flow: Flow = {
  id: FLOW_ID,
  title: 'Személyi kölcsön – hitelkérelem',
  steps: [
    {
      id: 'employment-income',
      rowIndex: 0,
      title: 'Munkahely és jövedelem',
      description: 'A jövedelmét a hitelképesség vizsgálatához kérdezzük.',
      time: 120,
      questions: [
        question({ identifier: 'employer_name', label: 'Munkáltató neve', fieldId: 15 }),
        question({
          identifier: 'net_income',
          label: 'Havi nettó jövedelem',
          fieldId: 18,
          format: 'HUF',
          hint: 'Az utolsó három hónap átlaga.',
        }),
        question({
          identifier: 'income_channel',
          label: 'Hová érkezik a jövedelme?',
          fieldId: 19,
          fieldType: 'RADIO',
          options: [
            { value: 'TRANSFER', label: 'Bankszámlára' },
            { value: 'CASH', label: 'Készpénzben' },
          ],
        }),
      ],
    },
    {
      id: 'address',
      rowIndex: 1,
      title: 'Lakcím',
      description: null,
      time: 60,
      questions: [question({ identifier: 'postal_code', label: 'Irányítószám', fieldId: 8 })],
    },
  ],
};

const config = (overrides: Partial<ConfigFlow> = {}): ConfigFlow => ({
  flow,
  version: 4,
  protectedQuestions: [
    { identifier: 'net_income', readBy: 'SCORING' },
    { identifier: 'income_channel', readBy: 'SCORING' },
    { identifier: 'postal_code', readBy: 'CONTRACT' },
  ],
  ...overrides,
});

const render = () =>
  renderWithProviders(<StaffConfigFlowEditorPage />, {
    path: '/staff/config/flows/:id',
    route: `/staff/config/flows/${FLOW_ID}`,
  });

const questionCard = (name: string) => screen.findByRole('region', { name });
const preview = () => screen.getByTestId('flow-preview');

async function relabel(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const card = await questionCard(from);
  const input = within(card).getByRole('textbox', { name: /Kérdés szövege/ }) as HTMLInputElement;
  await user.clear(input);
  await user.click(input);
  await user.paste(to);
  return input;
}

describe('the flow editor', () => {
  beforeAll(() => {
    testI18n.addResources('hu', 'translation', internalStaffConfigTokensHu);
    testI18n.addResources('hu', 'translation', internalStaffConfigFlowTokensHu);
  });
  beforeEach(() => {
    useStaffSessionStore.getState().setSession(staffToken, {
      id: 'staff-9',
      name: 'Tóth Gábor',
      email: 'konfigurator@hitelkapu.hu',
      roles: ['CONFIGURATOR'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useStaffSessionStore.getState().clear();
  });

  it('shows the edited label in the preview, drawn by the customer field, before saving; saves it after before → after', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_FLOW]: json(config()),
      [PUT_FLOW]: (call) => json(config({ flow: (call.body as ConfigFlowUpdate).flow, version: 5 })),
    });
    render();

    expect(
      await within(await screen.findByTestId('flow-preview')).findByLabelText('Munkáltató neve'),
    ).toBeInTheDocument();
    await relabel(user, 'Munkáltató neve', 'A munkáltató cégneve');
    // The customer's own field draws the new wording, with the radio choices of the next question.
    expect(within(preview()).getByRole('textbox', { name: 'A munkáltató cégneve' })).toBeInTheDocument();
    expect(within(preview()).getByRole('radio', { name: 'Bankszámlára' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Módosítások áttekintése' }));
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    const changes = within(dialog).getByRole('list', { name: 'Módosított értékek: régi és új érték' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
    expect(changes.textContent).toContain('Munkáltató neve');
    expect(changes.textContent).toContain('A munkáltató cégneve');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(api.callsTo(PUT_FLOW)).toHaveLength(1));
    const body = api.callsTo(PUT_FLOW)[0]?.body as ConfigFlowUpdate;
    expect(body.version).toBe(4);
    expect(body.flow.steps[0]?.questions[0]?.label).toBe('A munkáltató cégneve');
    expect(await screen.findByText('A módosítást elmentettük (5. verzió).')).toBeInTheDocument();
  });

  it('reorders questions, and a question others read cannot be removed or made optional', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_FLOW]: json(config()),
      [PUT_FLOW]: (call) => json(config({ flow: (call.body as ConfigFlowUpdate).flow, version: 5 })),
    });
    render();
    const income = await questionCard('Havi nettó jövedelem');
    expect(
      within(income).getByRole('button', { name: '„Havi nettó jövedelem” kérdés törlése' }),
    ).toBeDisabled();
    expect(within(income).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(income).getByText('Kötelező megválaszolni (nem módosítható)')).toBeInTheDocument();
    expect(within(income).getByText('A bírálat használja')).toBeInTheDocument();

    await user.click(within(income).getByRole('button', { name: '„Havi nettó jövedelem” kérdés feljebb' }));
    await user.click(screen.getByRole('button', { name: 'Módosítások áttekintése' }));
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    expect(dialog.textContent).toContain('„Munkahely és jövedelem” kérdéseinek sorrendje');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.callsTo(PUT_FLOW)).toHaveLength(1));
    const body = api.callsTo(PUT_FLOW)[0]?.body as ConfigFlowUpdate;
    expect(body.flow.steps[0]?.questions.map((q) => q.identifier)).toEqual([
      'net_income',
      'employer_name',
      'income_channel',
    ]);
  });

  it("puts the server's field errors on their fields and keeps what was typed (422)", async () => {
    const user = userEvent.setup();
    mockApi({
      [GET_FLOW]: json(config()),
      [PUT_FLOW]: json(
        {
          code: 'VALIDATION_FAILED',
          message: 'A módosított kérdéssor így nem menthető. Javítsa a megjelölt mezőket.',
          messageKey: 'errors.staffConfig.flowInvalid',
          fieldErrors: { 'flow.steps.0.questions.2.options.1.label': 'validation.required' },
        },
        422,
      ),
    });
    render();
    const card = await questionCard('Hová érkezik a jövedelme?');
    const option = within(card).getByRole('textbox', {
      name: /Válaszlehetőség \(CASH\)/,
    }) as HTMLInputElement;
    await user.clear(option);
    await user.click(option);
    await user.paste('Kézbe');
    await user.click(screen.getByRole('button', { name: 'Módosítások áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A módosított kérdéssor így nem menthető.');
    const after = within(await questionCard('Hová érkezik a jövedelme?')).getByRole('textbox', {
      name: /Válaszlehetőség \(CASH\)/,
    });
    expect(after).toHaveValue('Kézbe');
    expect(after).toHaveAccessibleDescription('Ezt a mezőt ki kell tölteni.');
  });

  it('a save someone overtook (409) keeps the typed values and offers the fresh version', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_FLOW]: json(config()),
      [PUT_FLOW]: json(
        {
          code: 'CONFLICT',
          message: 'Ezt a kérdéssort közben valaki más módosította.',
          messageKey: 'errors.staffConfig.flowStale',
          fieldErrors: { version: 'staffConfig.errors.staleVersion' },
        },
        409,
      ),
    });
    render();
    const input = await relabel(user, 'Munkáltató neve', 'Munkahely neve');
    await user.click(screen.getByRole('button', { name: 'Módosítások áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ezt a kérdéssort közben valaki más módosította.');
    expect(input).toHaveValue('Munkahely neve');
    expect(within(preview()).getByRole('textbox', { name: 'Munkahely neve' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Friss változat betöltése' }));
    await waitFor(() => expect(api.callsTo(GET_FLOW).length).toBeGreaterThanOrEqual(2));
    expect(await within(preview()).findByRole('textbox', { name: 'Munkáltató neve' })).toBeInTheDocument();
  });

  it('switches the preview between phone and desktop width, and between steps', async () => {
    const user = userEvent.setup();
    mockApi({ [GET_FLOW]: json(config()) });
    render();
    await screen.findByTestId('flow-preview');
    expect(preview()).toHaveAttribute('data-width', 'phone');
    await user.click(screen.getByText('Számítógép'));
    expect(preview()).toHaveAttribute('data-width', 'desktop');
    await user.click(screen.getByRole('button', { name: '2. Lakcím' }));
    expect(within(preview()).getByRole('heading', { name: 'Lakcím' })).toBeInTheDocument();
    expect(within(preview()).getByRole('textbox', { name: 'Irányítószám' })).toBeInTheDocument();
  });
});
