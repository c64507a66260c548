import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { isStoredFilePath, localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';
import { StoredFile } from './stored-file';

// Spec 001 §9: signature canvas height 140.
export const SIGNATURE_HEIGHT = 140;

const INK = '#111';
const TYPED_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", cursive';
const TYPED_SIZE = 44;
const TYPED_MARGIN = 12;

/** Writes `name` across the canvas in a handwriting font, shrunk to fit its width. */
function drawTypedName(canvas: HTMLCanvasElement, name: string): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.font = `italic ${TYPED_SIZE}px ${TYPED_FONT}`;
  const room = canvas.width - 2 * TYPED_MARGIN;
  const width = context.measureText(name).width;
  if (width > room && width > 0) context.font = `italic ${Math.max(12, Math.floor((TYPED_SIZE * room) / width))}px ${TYPED_FONT}`;
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.fillText(name, TYPED_MARGIN, SIGNATURE_HEIGHT / 2);
  return true;
}

/**
 * Drawn with pointer events (mouse, pen, touch), or, without a pointer, by typing a name that is
 * written into the same canvas (Enter or "Sign with this name"): either way the answer is the
 * canvas's picture, re-saved after each stroke or typed name. The group carries the field's label
 * and error; the typed-name input takes the focus when the field is sent back invalid.
 */
export default function SignatureField({ field, fieldKey, inputId, labelId, describedBy, value, required, invalid, disabled, onChange, onFile }: FieldRendererProps<'Signature'>) {
  const { language, t } = usePublicFormEnv();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const canvas = canvasRef.current;
    // The drawing buffer follows the laid-out width so strokes land under the pointer.
    if (canvas && canvas.clientWidth > 0) canvas.width = canvas.clientWidth;
  }, []);

  const save = (canvas: HTMLCanvasElement) => {
    canvas.toBlob((blob) => {
      if (!blob) return;
      onFile(new File([blob], `${fieldKey}-signature.png`, { type: 'image/png' }));
      onChange('signature.png');
    }, 'image/png');
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? event.currentTarget.width / rect.width : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: event.clientY - rect.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = point(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = INK;
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    save(event.currentTarget);
  };
  const signTyped = () => {
    const canvas = canvasRef.current;
    const name = typed.trim();
    if (!canvas || name === '' || !drawTypedName(canvas, name)) return;
    save(canvas);
  };
  const onTypedKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter signs here rather than submitting the step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    signTyped();
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setTyped('');
    onFile(null);
    onChange(null);
  };

  const stored = isStoredFilePath(value) ? value : null;
  const signed = typeof value === 'string' && value !== '';
  const hintId = `${inputId}-hint`;
  const typedId = `${inputId}-typed`;
  const label = localizedValue(field.text, language);
  return (
    <div className="fo-signature" role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      {stored ? <StoredFile path={stored} imageAlt={t('signatureImage', { label })} /> : null}
      {/* Read-only, a stored signature is its picture alone: an empty canvas beside it said nothing. */}
      {stored && disabled ? null : (
        <>
          <p className="fo-muted" id={hintId}>
            {t('signatureHint')}
          </p>
          <canvas
            ref={canvasRef}
            className="fo-signature-canvas"
            height={SIGNATURE_HEIGHT}
            role="img"
            aria-label={t(signed ? 'signaturePadSigned' : 'signaturePadEmpty', { label })}
            aria-describedby={hintId}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
          />
          <label className="fo-label" htmlFor={typedId}>
            {t('signatureTyped')}
          </label>
          <div className="fo-signature-typed">
            <input
              id={typedId}
              className="fo-input"
              type="text"
              autoComplete="name"
              value={typed}
              disabled={disabled}
              aria-required={required}
              aria-invalid={invalid}
              aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onTypedKey}
            />
            <button type="button" className="fo-button" onClick={signTyped} disabled={disabled || typed.trim() === ''}>
              {t('signatureTypedSign')}
            </button>
          </div>
          <p className="fo-muted" role="status">
            {signed ? t('signatureDone') : ''}
          </p>
          <button type="button" className="fo-button fo-secondary" onClick={clear} disabled={disabled}>
            {t('signatureClear')}
          </button>
        </>
      )}
    </div>
  );
}
