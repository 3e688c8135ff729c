import { createTheme } from '@mantine/core';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
// Required fields keep the `required` attribute but no asterisk: optional ones say "(optional)" in their label,
// and a label's text stays exactly the field's name (what assistive technology and getByLabel read).
// Plain objects rather than `Select.extend(...)`: importing the components here would put them in every page.
const noAsterisk = { defaultProps: { withAsterisk: false } };

// Contrast (issue 13, item 21): white on Mantine's default blue.6 (#228be6) is 3.56:1; shade 8 carries filled
// buttons and badges (white on blue.8 #1971c2: 5.02:1). The other colour variables get a floor in theme-contrast.ts.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  // Collapses and transitions are instant for whoever asks the system for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  components: {
    // A link inside a sentence differs from it by more than colour (WCAG 1.4.1): always underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Select: noAsterisk,
    RadioGroup: noAsterisk,
    // @mantine/dates' field (components/ui/day-input.tsx), named here without importing it: it stays in the chunks that use it.
    DateInput: noAsterisk,
  },
});
