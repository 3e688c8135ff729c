import { createTheme } from '@mantine/core';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
// Required fields keep the `required` attribute but no asterisk: optional ones say "(optional)" in their label,
// and a label's text stays exactly the field's name (what assistive technology and getByLabel read).
// Plain objects rather than `Select.extend(...)`: importing the components here would put them in every page.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  components: {
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Select: noAsterisk,
    RadioGroup: noAsterisk,
  },
});
