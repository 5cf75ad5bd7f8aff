import { Inbox, MapPin, MessageCircle, Send, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import {
  Avatar,
  Badge,
  BottomSheet,
  Button,
  Card,
  Checkbox,
  ChoiceCard,
  Chip,
  CountBadge,
  EmptyState,
  Field,
  IconButton,
  LikeToggle,
  LoadingRegion,
  Modal,
  Select,
  Skeleton,
  TabNav,
  Tabs,
  TextArea,
  TextInput,
  Tooltip,
  useToast,
} from '@dating/ui';
import type { RemotePageProps } from '@dating/routes';
import { ThemePanel } from './ThemePanel';
import './dev-ui.css';

/**
 * /_dev/ui: every component of the design system, in the light and the dark theme side by side, so a
 * change to a token or a component is seen in both at once (and checked by the axe suite).
 */
export default function DevUiPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  return (
    <div className="dev-page dev-ui">
      <h1>{t('dev.ui.title')}</h1>
      <p>{t('dev.ui.intro')}</p>
      <div className="dev-ui__themes">
        <ThemePanel theme="light" label={t('dev.ui.light')}>
          <Gallery theme="light" />
        </ThemePanel>
        <ThemePanel theme="dark" label={t('dev.ui.dark')}>
          <Gallery theme="dark" />
        </ThemePanel>
      </div>
    </div>
  );
}

function Gallery({ theme }: { theme: string }) {
  const { t } = useTranslation('host');
  const { toast } = useToast();
  const [liked, setLiked] = useState(false);
  const [modal, setModal] = useState(false);
  const [sheet, setSheet] = useState(false);
  const id = (name: string) => `dev-ui-${theme}-${name}`;
  return (
    <>
      <Sample title={t('dev.ui.buttons')}>
        <div className="dev-page__row">
          <Button>{t('dev.ui.primary')}</Button>
          <Button variant="secondary">{t('dev.ui.secondary')}</Button>
          <Button variant="ghost">{t('dev.ui.ghost')}</Button>
          <Button variant="danger">{t('dev.ui.danger')}</Button>
        </div>
        <div className="dev-page__row">
          <Button loading>{t('dev.ui.saving')}</Button>
          <Button disabled>{t('dev.ui.disabled')}</Button>
          <Button size="sm" icon={<Send />}>
            {t('dev.ui.small')}
          </Button>
          <Button size="lg" icon={<Sparkles />}>
            {t('dev.ui.large')}
          </Button>
        </div>
        <div className="dev-page__row">
          <IconButton label={t('dev.ui.iconGhost')} icon={<MessageCircle />} />
          <IconButton label={t('dev.ui.iconSecondary')} icon={<MessageCircle />} variant="secondary" />
          <IconButton label={t('dev.ui.iconPrimary')} icon={<Send />} variant="primary" />
          <LikeToggle name={t('dev.ui.sampleName')} liked={liked} onToggle={() => setLiked(!liked)} />
          <LikeToggle name={t('dev.ui.sampleName')} liked={liked} onToggle={() => setLiked(!liked)} appearance="icon" />
        </div>
      </Sample>

      <Sample title={t('dev.ui.fields')}>
        <Field label={t('dev.ui.name')} htmlFor={id('name')} hint={t('dev.ui.nameHint')}>
          <TextInput id={id('name')} aria-describedby={`${id('name')}-hint`} defaultValue={t('dev.ui.sampleName')} />
        </Field>
        <Field
          label={t('dev.ui.city')}
          htmlFor={id('city')}
          error={
            <p className="dev-ui__error" id={`${id('city')}-error`}>
              {t('dev.ui.cityError')}
            </p>
          }
        >
          <TextInput id={id('city')} aria-invalid="true" aria-describedby={`${id('city')}-error`} />
        </Field>
        <Field label={t('dev.ui.lookingFor')} htmlFor={id('gender')}>
          <Select id={id('gender')} defaultValue="f">
            <option value="f">{t('dev.ui.women')}</option>
            <option value="m">{t('dev.ui.men')}</option>
          </Select>
        </Field>
        <Field label={t('dev.ui.about')} htmlFor={id('about')}>
          <TextArea id={id('about')} defaultValue={t('dev.ui.aboutSample')} />
        </Field>
        <Checkbox id={id('show-city')} label={t('dev.ui.showCity')} defaultChecked />
        <fieldset className="dev-ui__choices">
          <legend>{t('dev.ui.lookingFor')}</legend>
          <ChoiceCard name={id('choice')} value="f" label={t('dev.ui.women')} icon={<Sparkles />} defaultChecked />
          <ChoiceCard name={id('choice')} value="m" label={t('dev.ui.men')} icon={<Sparkles />} />
        </fieldset>
      </Sample>

      <Sample title={t('dev.ui.surfaces')}>
        <Card>
          <div className="dev-ui__member">
            <Avatar size="md" />
            <div>
              <strong>{t('dev.ui.sampleName')}</strong>
              <div className="dev-page__row">
                <Chip icon={<MapPin />}>{t('dev.ui.sampleCity')}</Chip>
                <Badge tone="brand">{t('dev.ui.new')}</Badge>
                <Badge tone="ad">{t('dev.ui.ad')}</Badge>
                <Badge>{t('dev.ui.neutral')}</Badge>
                <CountBadge count={7} label={t('dev.ui.countLabel', { count: 7 })} />
              </div>
            </div>
          </div>
        </Card>
        <LoadingRegion label={t('dev.ui.loading')} className="dev-ui__skeleton">
          <Skeleton shape="circle" width="3rem" />
          <div>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        </LoadingRegion>
        <EmptyState
          icon={<Inbox />}
          headingLevel={3}
          title={t('dev.ui.emptyTitle')}
          action={<Button variant="secondary">{t('dev.ui.emptyAction')}</Button>}
        >
          {t('dev.ui.emptyText')}
        </EmptyState>
      </Sample>

      <Sample title={t('dev.ui.tabs')}>
        <Tabs
          label={t('dev.ui.tabs')}
          tabs={[
            { id: 'one', label: t('dev.ui.tabOne'), panel: <p>{t('dev.ui.tabOneText')}</p> },
            { id: 'two', label: t('dev.ui.tabTwo'), panel: <p>{t('dev.ui.tabTwoText')}</p> },
          ]}
        />
        <TabNav label={t('dev.ui.tabNav')}>
          <NavLink to="/_dev/ui" end>
            {t('dev.ui.title')}
          </NavLink>
          <NavLink to="/_dev/dialogs">{t('dev.dialogs.title')}</NavLink>
        </TabNav>
      </Sample>

      <Sample title={t('dev.ui.overlays')}>
        <div className="dev-page__row">
          <Button variant="secondary" onClick={() => setModal(true)}>
            {t('dev.ui.openDialog')}
          </Button>
          <Button variant="secondary" onClick={() => setSheet(true)}>
            {t('dev.ui.openSheet')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => toast({ title: t('dev.ui.toastTitle'), body: t('dev.ui.toastBody'), variant: 'success' })}
          >
            {t('dev.ui.showToast')}
          </Button>
          <Tooltip content={t('dev.ui.tooltip')} trigger={<Button variant="ghost">{t('dev.ui.hoverMe')}</Button>} />
        </div>
        <Modal
          open={modal}
          onClose={() => setModal(false)}
          title={t('dev.ui.dialogTitle')}
          footer={<Button onClick={() => setModal(false)}>{t('common:button.close')}</Button>}
        >
          <p>{t('dev.ui.dialogBody')}</p>
        </Modal>
        <BottomSheet open={sheet} onClose={() => setSheet(false)} title={t('dev.ui.sheetTitle')}>
          <p>{t('dev.ui.sheetBody')}</p>
        </BottomSheet>
      </Sample>
    </>
  );
}

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dev-ui__sample">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
