import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { PRODUCT } from '../product';

export const PATENT_NOTICES = [
  `${PRODUCT.name} is protected by patents and pending patent applications in the United States and other countries.`,
  `${PRODUCT.company} and ${PRODUCT.name} are trademarks of ${PRODUCT.company}.`,
];

export function Footer() {
  return (
    <Bar data-print-hide="">
      <Notices>
        {PATENT_NOTICES.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </Notices>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {PRODUCT.company}. All rights reserved.
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
