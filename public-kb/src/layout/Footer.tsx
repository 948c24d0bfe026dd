import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { useSite } from '../site/useSite';

/** The settings' footer notices and publisher. */
export function Footer() {
  const { footerNotices, publisher } = useSite();
  return (
    <Bar data-print-hide="">
      <Notices>
        {footerNotices.map((notice, index) => (
          <p key={index}>{notice}</p>
        ))}
      </Notices>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {publisher}. All rights reserved.
        </span>
        <Link to="/admin/login">Admin</Link>
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
