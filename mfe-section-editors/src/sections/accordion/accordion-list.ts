import type { AccordionConfig, AccordionItem } from '@suite/shared/sections';
import { copyName, moveItem, newItemId, nextItemName } from '../../section-kit/lists/list-items';
import { ACCORDION_ITEM_DEFAULTS } from './defaults';
import { FORM_CHANGE } from '../../section-kit/editor/editor-form';
import type { CollapsibleList } from '../../section-kit/lists/collapsible-list-editor';

/** A new panel: a generated id and the name 'Accordion N' (seed 000 §4). */
function createAccordion(accordions: readonly AccordionItem[]): AccordionItem {
  return {
    ...ACCORDION_ITEM_DEFAULTS,
    id: newItemId('accordion', accordions),
    title: nextItemName(
      'Accordion',
      accordions.map((accordion) => accordion.title),
    ),
  };
}

/** Appends a new panel. */
export function addAccordion(config: AccordionConfig): AccordionConfig {
  return { ...config, accordions: [...config.accordions, createAccordion(config.accordions)] };
}

/** Appends a copy of the panel at `index`, at the end of the list, with a new id and '(Copy)'. */
export function duplicateAccordion(config: AccordionConfig, index: number): AccordionConfig {
  const original = config.accordions[index];
  if (!original) return config;
  const copy: AccordionItem = {
    ...structuredClone(original),
    id: newItemId('accordion', config.accordions),
    title: copyName(original.title),
  };
  return { ...config, accordions: [...config.accordions, copy] };
}

/** Removes the panel at `index`, and its id from the default-expanded and always-open lists. */
export function removeAccordion(config: AccordionConfig, index: number): AccordionConfig {
  const removed = config.accordions[index];
  if (!removed) return config;
  const accordions = config.accordions.filter((_, at) => at !== index);
  // Another panel may still carry the same id while the owner fixes a duplicate; its entries stay.
  const stillThere = accordions.some((accordion) => accordion.id === removed.id);
  const keep = (id: string) => stillThere || id !== removed.id;
  return {
    accordions,
    settings: {
      ...config.settings,
      defaultExpanded: config.settings.defaultExpanded.filter(keep),
      expandedIds: config.settings.expandedIds.filter(keep),
    },
  };
}

export function moveAccordion(config: AccordionConfig, from: number, to: number): AccordionConfig {
  return { ...config, accordions: moveItem(config.accordions, from, to) };
}

/** The Accordions tab's list: its panels by title, a copy going to the end of the list. */
export const ACCORDION_LIST: CollapsibleList<AccordionConfig> = {
  name: 'accordions',
  titleField: (index) => `accordions.${index}.title`,
  fallbackName: (index) => `Accordion ${index + 1}`,
  add: addAccordion,
  move: moveAccordion,
  duplicate: duplicateAccordion,
  copiesAt: 'end',
  remove: removeAccordion,
  apply: (form, next) => {
    form.setValue('accordions', next.accordions, FORM_CHANGE);
    form.setValue('settings.defaultExpanded', next.settings.defaultExpanded, FORM_CHANGE);
    form.setValue('settings.expandedIds', next.settings.expandedIds, FORM_CHANGE);
  },
};
