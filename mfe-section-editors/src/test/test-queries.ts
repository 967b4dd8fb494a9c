/**
 * Queries for the big editor forms in tests. Testing Library's `getByRole('button', { name })`
 * computes every button's accessible name, which calls jsdom's getComputedStyle on each node
 * against all of antd's injected styles: seconds per query on these forms. These read the text,
 * aria-labelledby's or aria-label directly, which is what a user sees or hears for these buttons.
 */
function nameOf(button: HTMLButtonElement): string | undefined {
  const labelledBy = button.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => button.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
  }
  return button.getAttribute('aria-label') ?? button.textContent?.trim();
}

export function queryButtonNamed(name: string, container: ParentNode = document): HTMLButtonElement | null {
  const matches = [...container.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  if (matches.length > 1) throw new Error(`${matches.length} buttons are named "${name}"`);
  return matches[0] ?? null;
}

export function buttonNamed(name: string, container: ParentNode = document): HTMLButtonElement {
  const button = queryButtonNamed(name, container);
  if (!button) throw new Error(`No button is named "${name}"`);
  return button;
}

/** The number input labelled `label` (another control may share the label, such as a radio). */
export function spinbuttonLabelled(label: string, container: ParentNode = document): HTMLInputElement {
  const matches = [...container.querySelectorAll<HTMLInputElement>('input[role="spinbutton"]')].filter(
    (input) => {
      const labels = [...(input.labels ?? [])].map((element) => element.textContent?.trim());
      return input.getAttribute('aria-label') === label || labels.includes(label);
    },
  );
  if (matches.length !== 1) throw new Error(`${matches.length} number inputs are labelled "${label}"`);
  const [match] = matches;
  if (!match) throw new Error(`No number input is labelled "${label}"`);
  return match;
}

/** The form item around a control: its label, the control, and the message shown beside it. */
export function formItemOf(control: HTMLElement): HTMLElement {
  const item = control.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('The control is in no form item');
  return item;
}
