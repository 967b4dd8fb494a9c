import type { ReactNode } from 'react';
import { Button, Dropdown } from 'antd';

interface Choice<Key extends string> {
  key: Key;
  label: ReactNode;
  icon?: ReactNode;
}

export interface ChoiceMenuProps<Key extends string> {
  choices: readonly Choice<Key>[];
  value: Key;
  onChoose: (key: Key) => void;
  /** The button's accessible name and tooltip; it holds the button's visible text, if any. */
  name: string;
  icon: ReactNode;
  text?: ReactNode;
}

/** A header button opening a menu of choices, the current one marked: the language and theme menus. */
export function ChoiceMenu<Key extends string>({
  choices,
  value,
  onChoose,
  name,
  icon,
  text,
}: ChoiceMenuProps<Key>) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: choices.map(({ key, label, icon: itemIcon }) => ({ key, label, icon: itemIcon })),
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => {
          const chosen = choices.find((choice) => choice.key === key);
          if (chosen) onChoose(chosen.key);
        },
      }}
    >
      <Button type="text" icon={icon} aria-label={name} title={name}>
        {text}
      </Button>
    </Dropdown>
  );
}
