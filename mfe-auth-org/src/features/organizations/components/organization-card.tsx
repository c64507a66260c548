import type { KeyboardEvent } from 'react';
import { makeStyles, Card, CardHeader } from '@fluentui/react-components';
import { tokens, Avatar, Spinner, Text } from '@front-office/shared/ui';
import type { Organization } from '@front-office/shared/core';
import { fileImage } from '@front-office/shared/platform';

const useStyles = makeStyles({
  card: { cursor: 'pointer', minHeight: '96px', justifyContent: 'center' },
  busy: { cursor: 'progress', opacity: 0.7 },
  name: { overflowWrap: 'break-word', hyphens: 'auto', minWidth: 0 },
  // Issue 13 §1: in the 2-column grid of a phone the logo goes above the name, which keeps its words whole.
  header: {
    '@media (max-width: 479px)': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: tokens.spacingVerticalS,
    },
  },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type OrganizationCardProps = {
  organization: Organization;
  isChoosing: boolean;
  isDisabled: boolean;
  choosingLabel: string;
  onChoose: (organization: Organization) => void;
};

/** One organization of the chooser: a card that behaves as a button for mouse and keyboard. */
export function OrganizationCard({ organization, isChoosing, isDisabled, choosingLabel, onChoose }: OrganizationCardProps) {
  const styles = useStyles();
  const choose = () => {
    if (!isDisabled) onChoose(organization);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };

  return (
    // Fluent's Card is a div with role="group"; it becomes a real button here so that Tab reaches
    // it and Enter or Space chooses it, like a native button. Its name is its visible text (the
    // avatar is hidden from it), never an aria-label that could differ (axe label-content-name-mismatch).
    <Card
      className={isChoosing ? `${styles.card} ${styles.busy}` : styles.card}
      role="button"
      tabIndex={0}
      focusMode="off"
      aria-disabled={isDisabled || undefined}
      aria-busy={isChoosing || undefined}
      onClick={choose}
      onKeyDown={onKeyDown}
    >
      <CardHeader
        className={styles.header}
        image={
          <Avatar
            aria-hidden
            shape="square"
            size={48}
            name={organization.name}
            image={fileImage(organization.avatar)}
          />
        }
        header={
          <Text weight="semibold" className={styles.name}>
            {organization.name}
          </Text>
        }
      />
      {isChoosing && (
        <div className={styles.footer}>
          <Spinner size="extra-tiny" label={choosingLabel} />
        </div>
      )}
    </Card>
  );
}
