import { cloneElement, useEffect, useState } from 'react';
import type { ComponentType, MouseEvent, ReactElement } from 'react';
import { loadOnce } from '../../load-once';

/**
 * What a deferred menu's loaded component receives: its trigger button, and its open state (pass
 * both to Fluent's `Menu` as `open` / `onOpenChange`).
 */
export interface LoadedMenuProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLButtonElement>) => void };

/**
 * A menu whose code (Fluent's menu, about 10 KB gzip) is downloaded on first use, not with the
 * first screen (issue 13 §5). Until then the trigger button renders alone, announced as a menu
 * button; pointing at it or focusing it starts the download, and a click opens the loaded menu.
 * The loaded menu mounts closed and opens right after, as if its trigger had been pressed, so
 * Fluent moves the focus to its first item. Once loaded, the menu renders directly everywhere.
 */
export function deferredMenu(load: () => Promise<ComponentType<LoadedMenuProps>>) {
  const menu = loadOnce(load);
  // Pointing at or focusing the trigger starts the download; a failure is tried again next time.
  const warm = () => void menu.preload().catch(() => undefined);

  return function DeferredMenu({ trigger }: { trigger: ReactElement<TriggerProps> }) {
    const [open, setOpen] = useState(false);
    // Set by a click on the trigger alone: open once the loaded menu has mounted.
    const [openOnMount, setOpenOnMount] = useState(false);
    const Loaded = menu.loaded();
    const isLoaded = Loaded !== null;
    useEffect(() => {
      if (isLoaded && openOnMount) {
        setOpenOnMount(false);
        setOpen(true);
      }
    }, [isLoaded, openOnMount]);
    if (Loaded) return <Loaded trigger={trigger} open={open} onOpenChange={setOpen} />;
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        menu.preload().then(
          () => setOpenOnMount(true),
          () => undefined,
        );
      },
    } as Partial<TriggerProps>);
  };
}
