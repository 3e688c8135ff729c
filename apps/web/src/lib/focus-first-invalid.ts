/** What a radio group offers to focus: its chosen option, else its first one that can be used. */
const RADIO = 'input[type="radio"]:not(:disabled), [role="radio"]:not(:disabled)';

function focusableIn(element: HTMLElement | null): HTMLElement | null {
  if (!element) return null;
  if (element.matches('input, select, textarea, button, [role="radio"]')) return element;
  return element.querySelector<HTMLElement>(`input[type="radio"]:checked, [role="radio"][aria-checked="true"]`)
    ?? element.querySelector<HTMLElement>(RADIO)
    ?? element.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), textarea, button:not(:disabled)');
}

/**
 * After a failed submit (issue 18, item 4): focus goes to the first field in reading order that shows a message, and
 * the field comes to the middle of the screen with its label and message. Mantine names each message `{id}-error`
 * and points its input at it with aria-describedby; a group's message is found through the group's wrapper. The
 * selects of the form must not open on focus (`openOnFocus={false}`), or their list would cover that message.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const message = form?.querySelector<HTMLElement>('[id$="-error"]');
  if (!form || !message) return;
  const described = form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(message.id)}"]`);
  const target = focusableIn(described) ?? focusableIn(message.parentElement);
  target?.focus({ preventScroll: true });
  (target ?? message).scrollIntoView({ block: 'center' });
}
