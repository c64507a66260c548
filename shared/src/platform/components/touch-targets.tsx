import { makeStaticStyles } from '@fluentui/react-components';

/**
 * Issue 13 §1: on touch screens and phones every control offers a target of at least 44 px
 * (WCAG 2.5.5), whichever app renders it. Its own file, so the plain login page bundle
 * (sign-in.ts) renders it without the platform's providers.
 */
const useTouchTargetStyles = makeStaticStyles(`
@media (max-width: 767px), (pointer: coarse) {
  .fui-Button, .fui-MenuButton, .fui-ToggleButton, .fui-SplitButton, .fui-MenuItem, .fui-MenuItemRadio,
  .fui-MenuItemCheckbox, .fui-Tab, .fui-Option { min-height: 44px; }
  .fui-Button, .fui-MenuButton, .fui-ToggleButton { min-width: 44px; }
  .fui-Checkbox, .fui-Radio, .fui-Switch { min-height: 44px; align-items: center; }
  .fui-Input, .fui-Select__select, .fui-Combobox, .fui-Dropdown, .fui-SpinButton { min-height: 44px; }
}
`);

export function TouchTargets() {
  useTouchTargetStyles();
  return null;
}
