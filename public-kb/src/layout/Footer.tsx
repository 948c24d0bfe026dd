import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { useSite } from '../site/useSite';
import { useT } from '../i18n/useT';

/** A notice that is a copyright line already: the footer then adds no "© year" line of its own. */
const COPYRIGHT = /©|\(c\)|\bcopyright\b/i;

/** The settings' footer notices and publisher: the owner's copyright notice once, else "© year publisher". */
export function Footer() {
  const t = useT();
  const { footerNotices, publisher } = useSite();
  const ownCopyright = footerNotices.some((notice) => COPYRIGHT.test(notice));
  return (
    <Bar data-print-hide="">
      <Notices>
        {footerNotices.map((notice, index) => (
          <p key={index}>{notice}</p>
        ))}
      </Notices>
      <Bottom>
        {ownCopyright ? <span /> : <span>{t('footer.copyright', { year: new Date().getFullYear(), publisher })}</span>}
        {/* The admin area has no edition: a plain link leaves the edition's router. */}
        <a href="/admin/login">{t('footer.admin')}</a>
      </Bottom>
    </Bar>
  );
}

const Bar = styled.footer`
  padding: ${space(5)} ${space(6)};
  border-top: 1px solid ${color('border')};
  background: ${color('bgSubtle')};
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;

const Notices = styled.div`
  p {
    margin: 0 0 ${space(1)};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(3)};
  a {
    color: ${color('textMuted')};
  }
`;
