import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import LogOut from 'lucide-react/icons/log-out';
import Pencil from 'lucide-react/icons/pencil';
import { MEMBER_AVATARS, type MemberAvatar } from '@can/contracts/paths';
import type { MemberProfile } from '@can/contracts/member';
import { ApiError } from '../../../lib/api-client';
import { formatAirportDate } from '../../../lib/airport-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { TextField } from '../../../ui/text-field/text-field';
import fieldStyles from '../../../ui/text-field/text-field.module.css';
import { useUpdateProfile } from '../api/update-profile';
import { avatarUrl } from '../model/avatars';
import { EmailRow } from './email-row';
import styles from './centre.module.css';

const NICKNAME_MAX = 20;

function NicknameForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation('member');
  const id = useId();
  const update = useUpdateProfile();
  const form = useForm<{ nickname: string }>({ defaultValues: { nickname: profile.nickname } });
  const error = form.formState.errors.nickname?.message;
  useEffect(() => form.setFocus('nickname', { shouldSelect: true }), [form]);
  const onValid = async ({ nickname }: { nickname: string }) => {
    try {
      await update.mutateAsync({ nickname: nickname.trim(), avatar: profile.avatar });
      notifySuccess(t('profile.saved'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError)
        notifyError(failure.details.serverMessage ?? failure.message);
    }
  };
  return (
    <form className={styles.nicknameForm} onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField
        id={id}
        label={t('profile.nickname')}
        error={error}
        autoComplete="nickname"
        maxLength={NICKNAME_MAX + 10}
        {...form.register('nickname', {
          validate: (value) => {
            const typed = value.trim();
            if (!typed) return t('validation.nicknameRequired');
            if ([...typed].length > NICKNAME_MAX)
              return t('validation.nicknameTooLong', { max: NICKNAME_MAX });
            return true;
          },
        })}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button onClick={onDone}>{t('profile.cancel')}</Button>
      </div>
    </form>
  );
}

function AvatarPicker({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation('member');
  const update = useUpdateProfile();
  const choose = async (avatar: MemberAvatar) => {
    try {
      await update.mutateAsync({ nickname: profile.nickname, avatar });
      notifySuccess(t('profile.saved'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError)
        notifyError(failure.details.serverMessage ?? failure.message);
    }
  };
  return (
    <fieldset className={styles.avatarPicker}>
      <legend className={fieldStyles.label}>{t('profile.avatarLegend')}</legend>
      <div className={styles.avatarGrid}>
        {MEMBER_AVATARS.map((avatar) => (
          <button
            key={avatar}
            type="button"
            className={styles.avatarChoice}
            aria-pressed={avatar === profile.avatar}
            disabled={update.isPending}
            onClick={() => void choose(avatar)}
          >
            <img src={avatarUrl(avatar)} alt="" width={48} height={48} />
            <span>{t(`profile.avatars.${avatar}`)}</span>
          </button>
        ))}
      </div>
      <Button className={styles.start} onClick={onDone}>
        {t('profile.cancel')}
      </Button>
    </fieldset>
  );
}

/** Avatar, nickname (editable), number, member since, points, and logout. */
export function ProfileCard({
  profile,
  onLogout,
}: {
  profile: MemberProfile;
  onLogout: () => void;
}) {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState<'none' | 'nickname' | 'avatar'>('none');
  const avatarRef = useRef<HTMLButtonElement>(null);
  const nicknameRef = useRef<HTMLButtonElement>(null);
  // Closing an editor puts the focus back on the button that opened it (keyboard users).
  const [focusBack, setFocusBack] = useState<'avatar' | 'nickname' | null>(null);
  useEffect(() => {
    if (focusBack === 'avatar') avatarRef.current?.focus();
    if (focusBack === 'nickname') nicknameRef.current?.focus();
  }, [focusBack]);
  const open = (editor: 'avatar' | 'nickname' | 'none') => {
    setFocusBack(null);
    setEditing(editor);
  };
  const closeNickname = () => {
    setEditing('none');
    setFocusBack('nickname');
  };
  const closeAvatar = () => {
    setEditing('none');
    setFocusBack('avatar');
  };
  return (
    <Panel aria-labelledby="member-profile">
      <h2 id="member-profile" className="visually-hidden">
        {t('profile.heading')}
      </h2>
      <div className={styles.identity}>
        <button
          ref={avatarRef}
          type="button"
          className={styles.avatarButton}
          onClick={() => open(editing === 'avatar' ? 'none' : 'avatar')}
          aria-expanded={editing === 'avatar'}
        >
          <img src={avatarUrl(profile.avatar)} alt="" width={72} height={72} />
          <span className={styles.avatarHint}>{t('profile.changeAvatar')}</span>
        </button>
        <div className={styles.who}>
          <p className={styles.greeting} data-testid="member-greeting">
            {t('centre.greeting', { name: profile.nickname })}
          </p>
          {editing !== 'nickname' ? (
            <button
              ref={nicknameRef}
              type="button"
              className={styles.linkButton}
              onClick={() => open('nickname')}
            >
              <Pencil aria-hidden="true" />
              {t('profile.editNickname')}
            </button>
          ) : null}
        </div>
      </div>
      {editing === 'nickname' ? <NicknameForm profile={profile} onDone={closeNickname} /> : null}
      {editing === 'avatar' ? <AvatarPicker profile={profile} onDone={closeAvatar} /> : null}
      <dl className={styles.profileFacts}>
        <div>
          <dt>{t('centre.mobile')}</dt>
          <dd className="tabular-nums">{profile.mobile}</dd>
        </div>
        <div>
          <dt>{t('centre.memberSince')}</dt>
          <dd className="tabular-nums">{formatAirportDate(profile.memberSince)}</dd>
        </div>
        <div>
          <dt>{t('centre.points')}</dt>
          <dd className="tabular-nums">{profile.pointBalance}</dd>
        </div>
      </dl>
      <EmailRow profile={profile} />
      <Button className={styles.start} onClick={onLogout}>
        <LogOut aria-hidden="true" />
        {t('centre.logout')}
      </Button>
    </Panel>
  );
}
