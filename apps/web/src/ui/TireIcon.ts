import { createLucideIcon } from 'lucide-react';

/** A tire seen from the side, drawn on lucide's 24px grid so it sits with the other icons. */
export const TireIcon = createLucideIcon('tire', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'tire' }],
  ['circle', { cx: '12', cy: '12', r: '5', key: 'rim' }],
  ['circle', { cx: '12', cy: '12', r: '1.5', key: 'hub' }],
  ['path', { d: 'M19.02 14.91L21.24 15.83', key: 'tread0' }],
  ['path', { d: 'M14.91 19.02L15.83 21.24', key: 'tread1' }],
  ['path', { d: 'M9.09 19.02L8.17 21.24', key: 'tread2' }],
  ['path', { d: 'M4.98 14.91L2.76 15.83', key: 'tread3' }],
  ['path', { d: 'M4.98 9.09L2.76 8.17', key: 'tread4' }],
  ['path', { d: 'M9.09 4.98L8.17 2.76', key: 'tread5' }],
  ['path', { d: 'M14.91 4.98L15.83 2.76', key: 'tread6' }],
  ['path', { d: 'M19.02 9.09L21.24 8.17', key: 'tread7' }],
]);
