import { memo, useState } from 'react';
import { useTranslation, fileImage } from '@front-office/shared/platform';
import { makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { tokens, Avatar, Badge, Button, Title2, Tooltip } from '@front-office/shared/ui';
import { ArrowRedoRegular, ArrowUndoRegular, EditRegular, EyeRegular, MoreHorizontalRegular, SaveRegular, ShareRegular } from '@fluentui/react-icons';
import { ROUTES, buildPath, deleteRule, localizedValue, saveRule } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { RulesButton } from '../../rules/components/rules-button';
import type { DesignerState } from '../state/designer-state';
import { selectLanguage, selectPresent, useDesigner, useDesignerState } from './designer-context';
import { SettingsDialog } from '../../settings/settings-dialog';
import { ShareDialog } from '../../share/share-dialog';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flex: '1 1 200px', minWidth: 0 },
  name: { overflowWrap: 'break-word', minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface DesignerHeaderProps {
  dirty: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onSave(): void;
  onReload(): void;
  avatar: File | undefined;
  onAvatar(file: File | undefined): void;
}

const selectName = (state: DesignerState) => state.history.present.name;

/** Form name with its edit-properties pencil, undo/redo, Save, Preview and further actions (spec 001 §2). */
export const DesignerHeader = memo(function DesignerHeader({ dirty, saving, canUndo, canRedo, onSave, onReload, avatar, onAvatar }: DesignerHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { form, canUpdate, dispatch, applyContent } = useDesigner();
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const language = useDesignerState(selectLanguage);
  const name = localizedValue(useDesignerState(selectName), language);
  return (
    <header className={styles.header}>
      <div className={styles.title}>
        <Avatar name={name} image={fileImage(form.avatar)} shape="square" aria-hidden />
        <Title2 as="h1" className={styles.name} data-testid="designer-form-name">
          {name}
        </Title2>
        {canUpdate ? (
          <Tooltip content={t('designer.header.editProperties')} relationship="label" showDelay={50} hideDelay={100}>
            <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(true)} />
          </Tooltip>
        ) : null}
        {dirty ? <Badge appearance="tint" color="warning">{t('designer.header.unsaved')}</Badge> : null}
      </div>
      <div className={styles.actions}>
        {canUpdate ? (
          <>
            <Tooltip content={`${t('designer.header.undo')} (Ctrl+Z)`} relationship="label" showDelay={50} hideDelay={100}>
              <Button appearance="subtle" icon={<ArrowUndoRegular />} disabled={!canUndo} onClick={() => dispatch({ type: 'undo' })} />
            </Tooltip>
            <Tooltip content={`${t('designer.header.redo')} (Ctrl+Shift+Z)`} relationship="label" showDelay={50} hideDelay={100}>
              <Button appearance="subtle" icon={<ArrowRedoRegular />} disabled={!canRedo} onClick={() => dispatch({ type: 'redo' })} />
            </Tooltip>
            <Button appearance="primary" icon={<SaveRegular />} disabled={saving} onClick={onSave}>
              {saving ? t('designer.header.saving') : t('designer.header.save')}
            </Button>
          </>
        ) : null}
        <RulesButton
          language={language}
          canUpdate={canUpdate}
          onSaveRule={(rule) => applyContent((content) => saveRule(content, rule))}
          onDeleteRule={(ruleId) => applyContent((content) => deleteRule(content, ruleId))}
        />
        {canUpdate ? (
          <Button icon={<ShareRegular />} onClick={() => setSharing(true)}>
            {t('share.open')}
          </Button>
        ) : null}
        <Button as="a" href={buildPath(ROUTES.preview, { formId: form.id })} target="_blank" rel="noopener" icon={<EyeRegular />}>
          {t('designer.header.preview')}
        </Button>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t('designer.header.moreActions')} relationship="label" showDelay={50} hideDelay={100}>
              <Button appearance="subtle" icon={<MoreHorizontalRegular />} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {canUpdate ? <MenuItem onClick={() => setEditing(true)}>{t('designer.header.editProperties')}</MenuItem> : null}
              <MenuItem onClick={onReload}>{t('designer.header.reload')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      {editing ? <OpenSettingsDialog avatar={avatar} onAvatar={onAvatar} onClose={() => setEditing(false)} /> : null}
      {sharing ? <ShareDialog formId={form.id} onClose={() => setSharing(false)} /> : null}
    </header>
  );
});

function OpenSettingsDialog(props: { avatar: File | undefined; onAvatar(file: File | undefined): void; onClose(): void }) {
  return <SettingsDialog draft={useDesignerState(selectPresent)} {...props} />;
}
