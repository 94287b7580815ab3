import { IMAGE_TYPES } from '@tread/domain';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../forms/server-errors';
import { checkPhotoFile, useUploadPhoto } from './api/upload-photo';
import './photos.css';

export interface PhotoPickerProps {
  label: string;
  /** The uploaded photos' URLs, in the order shown. */
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Said when more than `max` photos are picked. */
  tooManyMessage: string;
  /** The problem to show under the photos: a rule's, an upload's or the form's. */
  error?: string;
  onProblem: (message: string) => void;
}

/** Up to `max` photos, each uploaded as it is picked, shown as thumbnails that can be removed. */
export function PhotoPicker({
  label,
  urls,
  onChange,
  max,
  tooManyMessage,
  error,
  onProblem,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadPhoto();
  const [uploading, setUploading] = useState(0);
  // Uploads answer after renders: each adds to the photos as they are then, removals included.
  const latest = useRef(urls);
  latest.current = urls;
  const room = max - urls.length - uploading;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > room) onProblem(tooManyMessage);
    const fitting = files.slice(0, Math.max(0, room));
    const problem = fitting.map(checkPhotoFile).find(Boolean);
    if (problem) onProblem(problem);
    const accepted = fitting.filter((file) => !checkPhotoFile(file));
    setUploading((count) => count + accepted.length);
    // One at a time, in the order picked: the shopper sees each thumbnail arrive.
    for (const file of accepted) {
      try {
        const next = [...latest.current, (await upload.mutateAsync(file)).url];
        latest.current = next;
        onChange(next);
      } catch (failure) {
        const text = refusalText(failure);
        if (text) onProblem(text);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <fieldset className="photo-picker" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="photo-picker__legend">
        {label} <span className="photo-picker__count">{t('photos.count', { count: urls.length, max })}</span>
      </legend>
      <ul className="photo-picker__grid">
        {urls.map((url, index) => (
          <li key={url} className="photo-picker__tile">
            <img className="photo-picker__image" src={url} alt={t('photos.photo', { number: index + 1 })} />
            <button
              type="button"
              className="photo-picker__remove"
              aria-label={t('photos.remove', { number: index + 1 })}
              onClick={() => onChange(urls.filter((other) => other !== url))}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
        {uploading > 0 && (
          <li className="photo-picker__tile photo-picker__tile--busy" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('photos.uploading', { count: uploading })}</span>
          </li>
        )}
        {room > 0 && (
          <li className="photo-picker__tile">
            <label className="photo-picker__add">
              <ImagePlus size={24} aria-hidden="true" />
              <span>{t('photos.add')}</span>
              <input
                type="file"
                accept={IMAGE_TYPES.join(',')}
                multiple
                className="visually-hidden"
                onChange={(event) => void onPick(event)}
              />
            </label>
          </li>
        )}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {t('photos.hint')}
        </p>
      )}
    </fieldset>
  );
}
