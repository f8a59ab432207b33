import { AVATAR_MIME_TYPES, AVATAR_SIZE } from '@school/contract';
import { Avatar, CropDialog, FileButton, loadImage } from '@school/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { PROFILE_TEXTS } from '../texts';

const Root = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};

  [data-part='actions'] {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  [data-part='actions'] p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='actions'] p:empty {
    display: none;
  }
`;

export interface AvatarPickerProps {
  /** The user's full name: the avatar's accessible name and its initials. */
  name: string;
  /** The saved avatar's URL. */
  current: string | null;
  /** A cropped avatar not saved yet (a data URL), shown instead of the saved one. */
  draft: string | null;
  /** Receives the 256x256 crop. */
  onChange: (dataUrl: string) => void;
}

/**
 * The avatar with 'Сменить фото': a picked image opens the crop dialog, the crop becomes the draft
 * shown at once; a file that is not an image (or does not decode as one) is refused with a toast.
 */
export function AvatarPicker({ name, current, draft, onChange }: AvatarPickerProps) {
  const dispatch = useAppDispatch();
  /* The picked file as an object URL while the crop dialog is open; released when it closes. */
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => (image ? () => URL.revokeObjectURL(image) : undefined), [image]);

  const refuse = () => dispatch(notify(PROFILE_TEXTS.avatarNotImage));

  /* The type says image, but only decoding proves it: a renamed text file opens nothing. */
  const pick = async (file: File) => {
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      refuse();
      return;
    }
    setImage(url);
  };

  return (
    <Root>
      <Avatar name={name} src={draft ?? current} size="xl" />
      <div data-part="actions">
        <FileButton variant="outlined" accept={AVATAR_MIME_TYPES} onFile={(file) => void pick(file)} onReject={refuse}>
          {PROFILE_TEXTS.changeAvatar}
        </FileButton>
        <p aria-live="polite">{draft ? PROFILE_TEXTS.avatarPending : ''}</p>
      </div>
      <CropDialog
        open={image !== null}
        image={image}
        size={AVATAR_SIZE}
        onCrop={(dataUrl) => {
          onChange(dataUrl);
          setImage(null);
        }}
        onCancel={() => setImage(null)}
      />
    </Root>
  );
}
