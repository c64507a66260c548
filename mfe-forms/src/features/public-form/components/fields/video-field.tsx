import { usePublicFormEnv } from '../public-form-env';
import { youtubeId } from '../../utils/youtube-id';
import type { FieldRendererProps } from './field-renderer-props';

/** A YouTube video through the privacy-enhanced player (no cookies until the visitor plays it). */
export default function VideoField({ field }: FieldRendererProps<'Video'>) {
  const { t } = usePublicFormEnv();
  const id = youtubeId(field.defaultValue);
  if (!id) return <p className="fo-muted">{t('videoUnavailable')}</p>;
  return (
    <div className="fo-video">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${id}`}
        title={t('videoTitle')}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
