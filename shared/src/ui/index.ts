// The Fluent UI components of the shell and the first screens (issue 13 §5), shared as one
// singleton (`@front-office/shared/ui`). Federation bundles a shared module whole, so sharing
// each Fluent component package downloaded every component of each package; this facade is
// bundled once, tree-shaken to the names below. Parts that work together come from this one copy
// (Dialog and its parts, Toaster and useToastController): eslint forbids
// importing a name exported here from '@fluentui/react-components' directly. Components only a
// later page uses stay imported from '@fluentui/react-components' (tree-shaken into that app);
// the packages that hold Fluent's React context stay shared singletons (build/federation.mjs).
// `tokens` (the design tokens' CSS variable names, a 29 KB object) is here so every app's styles
// use the one copy.
// A family added here is added whole (every part an app uses). Not here on purpose: menus (the shell's
// load on first use; an app imports every part of a menu from @fluentui/react-components), cards and
// the field controls (Input, Select, Checkbox, Switch…) that the forms list does not show; a field
// control an app bundles itself still works inside a facade Field (@fluentui/react-field is shared).
export {
  Avatar,
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  FluentProvider,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title1,
  Title2,
  Title3,
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  Tooltip,
  tokens,
  useToastController,
} from '@fluentui/react-components';
