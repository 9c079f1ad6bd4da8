import { Alert, Button, Card, createTheme, Input, type MantineColorsTuple, rem } from '@mantine/core';
import classes from './theme.module.css';

/** A deep teal: shade 7 on white text reaches about 6.9:1 contrast (WCAG AA needs 4.5:1). */
const brand: MantineColorsTuple = [
  '#e7f5f5',
  '#cde8e9',
  '#9dd0d2',
  '#69b6b9',
  '#419fa3',
  '#2a9196',
  '#1a7f85',
  '#0b5f66',
  '#08525a',
  '#03444b',
];

// 'Inter Fallback' (app/fonts.css) stands in with Inter's metrics until the font has loaded.
const fontFamily = 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  defaultRadius: 'md',
  black: '#1f2a30',
  headings: {
    fontFamily,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: rem(30), lineHeight: '1.2' },
      h2: { fontSize: rem(22), lineHeight: '1.3' },
      h3: { fontSize: rem(18), lineHeight: '1.35' },
    },
  },
  components: {
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    // A light alert's coloured title fails AA on its tinted ground for orange and yellow: the
    // title reads in the text colour, the icon and the tint carry the meaning.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-black)' } } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'xl', shadow: 'xs' } }),
    // Every text field, select, password and code box: a visible focus ring.
    Input: Input.extend({ classNames: { input: classes.input } }),
  },
});
