import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, webLightTheme } from '@fluentui/react-components';
import { Button, FluentProvider } from '@front-office/shared/ui';
import { deferredMenu } from './deferred-menu';
import type { LoadedMenuProps } from './deferred-menu';

function LoadedMenu({ trigger, open, onOpenChange }: LoadedMenuProps) {
  return (
    <Menu open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem>Sign out</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function setup() {
  let loads = 0;
  const Deferred = deferredMenu(async () => {
    loads += 1;
    return LoadedMenu;
  });
  // The app's theme, as the platform providers give it.
  render(
    <FluentProvider theme={webLightTheme}>
      <Deferred trigger={<Button>Account</Button>} />
    </FluentProvider>,
  );
  return { loads: () => loads };
}

describe('deferred menu (issue 13 §5: menu code on first use)', () => {
  it('announces the trigger as a menu button before its code is here, and downloads nothing until used', () => {
    const { loads } = setup();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(loads()).toBe(0);
  });

  // Where the focus goes is checked in Chromium (jsdom has no layout: Fluent does not move focus there).
  it('opens the menu on the first click and downloads its code once', async () => {
    const { loads } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(loads()).toBe(1);
  });
});
