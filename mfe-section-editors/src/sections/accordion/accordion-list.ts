import type { AccordionConfig, AccordionItem } from '@suite/shared/sections';
import { copyName, moveItem, newItemId, nextItemName } from '../section-parts/list-items';
import { ACCORDION_ITEM_DEFAULTS } from './defaults';

/** A new panel: a generated id and the name 'Accordion N' (seed 000 §4). */
export function createAccordion(accordions: readonly AccordionItem[]): AccordionItem {
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
