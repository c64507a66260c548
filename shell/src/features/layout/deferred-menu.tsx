import { cloneElement, useState } from 'react';
import type { ComponentType, MouseEvent, ReactElement } from 'react';

/** What a deferred menu's loaded component receives: its trigger button and whether to open at once. */
export type LoadedMenuProps<P> = P & { trigger: ReactElement; defaultOpen: boolean };

type TriggerProps = { onClick?: (event: MouseEvent<HTMLButtonElement>) => void };

/**
 * A menu whose code (Fluent's menu, about 10 KB gzip) is downloaded on first use, not with the
 * first screen (issue 13 §5). Until then the trigger button renders alone, announced as a menu
 * button; pointing at it or focusing it starts the download, and a click opens the loaded menu
 * (which moves focus to its first item, as a menu opened by its trigger does). Once loaded, the
 * menu renders directly everywhere.
 */
export function deferredMenu<P extends object>(load: () => Promise<ComponentType<LoadedMenuProps<P>>>) {
  let Loaded: ComponentType<LoadedMenuProps<P>> | null = null;
  let pending: Promise<ComponentType<LoadedMenuProps<P>>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // A failed download is not kept: the next attempt tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return function DeferredMenu(props: P & { trigger: ReactElement<TriggerProps> }) {
    const [openOnMount, setOpenOnMount] = useState(false);
    const { trigger, ...rest } = props;
    if (Loaded) {
      return <Loaded {...(rest as P)} trigger={trigger} defaultOpen={openOnMount} />;
    }
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
