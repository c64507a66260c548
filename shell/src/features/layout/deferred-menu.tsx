import { cloneElement, useEffect, useState } from 'react';
import type { ComponentType, MouseEvent, ReactElement } from 'react';
import { loadOnce } from '../../load-once';

/**
 * What a deferred menu's loaded component receives: its trigger button, and its open state (pass
 * both to Fluent's `Menu` as `open` / `onOpenChange`).
 */
export type LoadedMenuProps<P> = P & { trigger: ReactElement; open: boolean; onOpenChange: (open: boolean) => void };

type TriggerProps = { onClick?: (event: MouseEvent<HTMLButtonElement>) => void };

/**
 * A menu whose code (Fluent's menu, about 10 KB gzip) is downloaded on first use, not with the
 * first screen (issue 13 §5). Until then the trigger button renders alone, announced as a menu
 * button; pointing at it or focusing it starts the download, and a click opens the loaded menu.
 * The loaded menu mounts closed and opens right after, as if its trigger had been pressed, so
 * Fluent moves the focus to its first item. Once loaded, the menu renders directly everywhere.
 */
export function deferredMenu<P extends object>(load: () => Promise<ComponentType<LoadedMenuProps<P>>>) {
  const menu = loadOnce(load);
  const preload = () => menu.preload();

  return function DeferredMenu(props: P & { trigger: ReactElement<TriggerProps> }) {
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
    const { trigger, ...rest } = props;
    if (Loaded) return <Loaded {...(rest as P)} trigger={trigger} open={open} onOpenChange={setOpen} />;
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void preload().catch(() => undefined),
      onFocus: () => void preload().catch(() => undefined),
      onClick: () => {
        preload().then(
          () => setOpenOnMount(true),
          () => undefined,
        );
      },
    } as Partial<TriggerProps>);
  };
}
