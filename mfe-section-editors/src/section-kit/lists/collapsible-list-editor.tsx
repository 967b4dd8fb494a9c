import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  useFieldArray,
  type FieldArrayPath,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { ItemCollapseList } from './item-collapse-list';
import { ListError } from './list-error';

/**
 * A section's list edited in place, declared once by its type (in its `<type>-list.ts`): where it
 * is in the form, how an entry is named, and its pure operations on the form's values.
 */
export interface CollapsibleList<Values extends FieldValues> {
  /** The list's field (`steps`): its entries, and the list's own error under it. */
  name: FieldArrayPath<Values> & FieldPath<Values>;
  /** The text field that names an entry in its header: `steps.2.label`. */
  titleField: (index: number) => FieldPathByValue<Values, string>;
  /** What an entry with a blank title is called: "Step 3". */
  fallbackName: (index: number) => string;
  /** The form's values with a new entry at the end. */
  add: (values: Values) => Values;
  move: (values: Values, from: number, to: number) => Values;
  remove: (values: Values, index: number) => Values;
  /** Offered where the list has Duplicate (accordions, steps). */
  duplicate?: (values: Values, index: number) => Values;
  /** Where `duplicate` puts the copy, which opens: right after the original, or at the end. */
  copiesAt?: 'next' | 'end';
  /**
   * Writes the next values into the form (with `FORM_CHANGE`, `editor-form.tsx`): the list, and
   * whatever follows its entries (the panels open by default, the active step).
   */
  apply: (form: UseFormReturn<Values, unknown, Values>, next: Values) => void;
}

export interface CollapsibleListEditorProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, Values>;
  list: CollapsibleList<Values>;
  /** "Add step". */
  addLabel: string;
  /** Where the list keeps at least one entry (tabs): why Remove is disabled on the last one left. */
  keepLast?: string;
  /** Drawn above the list (the cards' layout map), given a way to open an entry. */
  header?: (open: (index: number) => void) => ReactNode;
  /** The fields of the entry at `index`. */
  children: (index: number) => ReactNode;
}

/**
 * The list of a section's entries edited in place (accordion panels, steps, tabs, cards): one
 * collapsible form per entry, one open at a time (the first at the start, a new or moved one
 * after a change), each with Up, Down, Duplicate and Remove, the list's own error, and Add at the
 * end. The changes are the type's pure list operations, applied to the form's values.
 */
export function CollapsibleListEditor<Values extends FieldValues>({
  form,
  list,
  addLabel,
  keepLast,
  header,
  children,
}: CollapsibleListEditorProps<Values>) {
  const { name, duplicate, copiesAt = 'next' } = list;
  const { control, getValues } = form;
  // Only for stable keys: the list changes through the pure operations, applied with `apply`.
  const { fields } = useFieldArray({ control, name, keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function change(next: Values, open: number | undefined) {
    list.apply(form, next);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      {header?.(setOpenIndex)}
      <ItemCollapseList
        form={form}
        name={name}
        keys={fields.map((field) => field.key)}
        openIndex={openIndex}
        onOpen={setOpenIndex}
        titleField={list.titleField}
        fallbackName={list.fallbackName}
        onMove={(from, to) => change(list.move(getValues(), from, to), to)}
        onDuplicate={
          duplicate &&
          ((index) => {
            const copy = copiesAt === 'end' ? fields.length : index + 1;
            change(duplicate(getValues(), index), copy);
            return copy;
          })
        }
        onRemove={(index) => change(list.remove(getValues(), index), undefined)}
        removeDisabledReason={keepLast !== undefined && fields.length <= 1 ? keepLast : undefined}
      >
        {children}
      </ItemCollapseList>
      <ListError control={control} name={name} />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => change(list.add(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Flex>
  );
}
