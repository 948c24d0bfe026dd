import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { useSite } from '../site/useSite';
import { useT } from '../i18n/useT';

/** The settings' footer notices and publisher. */
export function Footer() {
  const t = useT();
  const { footerNotices, publisher } = useSite();
  return (
    <Bar data-print-hide="">
      <Notices>
        {footerNotices.map((notice, index) => (
          <p key={index}>{notice}</p>
        ))}
      </Notices>
      <Bottom>
        <span>{t('footer.copyright', { year: new Date().getFullYear(), publisher })}</span>
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
