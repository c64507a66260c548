import { useEffect, useRef, useState } from 'react';
import { isStoredFilePath, localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';
import { StoredFile } from './stored-file';

function hasCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The camera where the browser offers one; the file picker always, as the fallback. */
export default function TakePictureField({ field, fieldKey, inputId, describedBy, value, required, invalid, disabled, onChange, onFile }: FieldRendererProps<'TakePicture'>) {
  const { language, t } = usePublicFormEnv();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const keep = (file: File) => {
    onFile(file);
    onChange(file.name);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
  };
  const startCamera = async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setStream(media);
      if (videoRef.current) {
        videoRef.current.srcObject = media;
        await videoRef.current.play().catch(() => undefined);
      }
    } catch {
      // Refused or no device after all: the file picker below still works.
      setStream(null);
    }
  };
  const capture = () => {
    const video = videoRef.current;
    if (!video) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => {
      if (blob) keep(new File([blob], `${fieldKey}-picture.jpg`, { type: 'image/jpeg' }));
      stream?.getTracks().forEach((track) => track.stop());
      setStream(null);
    }, 'image/jpeg');
  };

  return (
    <div className="fo-picture">
      {hasCamera() ? (
        <>
          <video ref={videoRef} className="fo-camera" hidden={!stream} playsInline muted />
          {stream ? (
            <button type="button" className="fo-button" onClick={capture}>
              {t('cameraCapture')}
            </button>
          ) : (
            <button type="button" className="fo-button" onClick={() => void startCamera()} disabled={disabled}>
              {t('cameraStart')}
            </button>
          )}
        </>
      ) : null}
      <label className="fo-file-label" htmlFor={inputId}>
        {t('choosePicture')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) keep(file);
        }}
      />
      {preview ? <img className="fo-picture-preview" src={preview} alt="" /> : null}
      {isStoredFilePath(value) ? (
        <StoredFile path={value} imageAlt={t('pictureImage', { label: localizedValue(field.text, language) })} />
      ) : typeof value === 'string' && value !== '' ? (
        <span className="fo-muted">{t('chosenFile', { name: value })}</span>
      ) : null}
    </div>
  );
}
