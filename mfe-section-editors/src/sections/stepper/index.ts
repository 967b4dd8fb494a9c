import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { STEPPER_DEFAULTS } from './defaults';
import { STEPPER_LABELS } from './labels';

/**
 * The stepper section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const STEPPER_SECTION = defineSection({
  type: 'stepper',
  title: 'catalog.stepper.title',
  category: 'visual-components',
  description: 'catalog.stepper.description',
  icon: NodeIndexOutlined,
  defaults: STEPPER_DEFAULTS,
  labels: STEPPER_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.StepperEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.StepperRenderer)),
});
