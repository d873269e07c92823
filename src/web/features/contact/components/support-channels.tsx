import { SUPPORT_REPLY_TIME } from '../../../../shared/constants/support';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useServerData } from '../../../lib/server-data';
import { contactApi } from '../api/contact-api';

type SiteConfig = Awaited<ReturnType<typeof contactApi.siteConfig>>;

/**
 * Support e-mail, phone and social links, all from the server's config (the reply time is a constant). Read
 * when the list comes near the viewport: in the footer of every page, it was
 * the one read that loaded the contracts (and zod) where nothing else needs them.
 */
export function SupportChannels({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const site = useServerData({ queryKey: ['site-config'], queryFn: contactApi.siteConfig, staleTime: Infinity, enabled: near });
  return <div ref={ref}>{site.data && <ChannelList channels={site.data} tone={tone} />}</div>;
}

function ChannelList({ channels, tone }: { channels: SiteConfig; tone: 'light' | 'dark' }) {
  const link = tone === 'dark' ? 'text-slate-100 underline hover:text-white' : 'font-medium text-brand-800 underline';
  const { supportEmail, supportPhone, social } = channels;
  return (
    <ul className="space-y-2">
      <li>
        Email:{' '}
        <a className={link} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </li>
      <li>
        Telefone:{' '}
        <a className={link} href={`tel:+55${supportPhone.replace(/\D/g, '')}`}>
          {supportPhone}
        </a>
      </li>
      {social.map((s) => (
        <li key={s.name}>
          <a className={link} href={s.url} target="_blank" rel="noopener noreferrer">
            {s.name}
          </a>
        </li>
      ))}
      <li className={tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}>Respondemos em até {SUPPORT_REPLY_TIME}.</li>
    </ul>
  );
}
