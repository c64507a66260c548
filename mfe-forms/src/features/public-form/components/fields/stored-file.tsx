import { useEffect, useState } from 'react';
import { storedFileName } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A stored image (a signature, a picture) read with the host's session, as an <img>. */
function StoredImage({ path, alt }: { path: string; alt: string }) {
  const { loadFile, t } = usePublicFormEnv();
  const [state, setState] = useState<{ url: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!loadFile) return;
    let url: string | null = null;
    let live = true;
    loadFile(path).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [loadFile, path]);
  if (state === 'failed') return <p className="fo-muted">{t('fileUnavailable')}</p>;
  if (state === 'loading') return <span className="fo-muted">{t('loading')}</span>;
  return <img className="fo-stored-image" src={state.url} alt={alt} />;
}

/**
 * A file answer already stored: named as it was uploaded (never its storage path), downloadable
 * when the host can read it, and shown as an image for a signature or a picture.
 */
export function StoredFile({ path, imageAlt }: { path: string; imageAlt?: string }) {
  const { loadFile, t } = usePublicFormEnv();
  const [failed, setFailed] = useState(false);
  const name = storedFileName(path);
  return (
    <div className="fo-stored-file">
      {imageAlt !== undefined && loadFile ? <StoredImage path={path} alt={imageAlt} /> : null}
      <span className="fo-muted">{t('currentFile', { name })}</span>
      {loadFile ? (
        <button
          type="button"
          className="fo-button"
          onClick={() => {
            setFailed(false);
            loadFile(path).then(
              (blob) => saveBlob(blob, name),
              () => setFailed(true),
            );
          }}
        >
          {t('downloadFile', { name })}
        </button>
      ) : null}
      {failed ? (
        <p className="fo-error" role="alert">
          {t('fileUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
