import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../shared/api/client';
import { useSession } from '../../shared/auth';
import { queryKeys } from '../../shared/query/keys';
import { notifySuccess } from '../../shared/ui/toast';

/**
 * Logout: the server revokes the token, then the browser forgets it, drops the customer's cached
 * answers and goes to /auth with 'logged out'. A failed call still signs out here: the shopper asked
 * to leave, and the token expires on its own within the day.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSession((s) => s.signOut);
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await apiRequest('logout');
    } catch (error) {
      console.error('logout: the server did not revoke the token', error);
    }
    signOut({ loggedOut: true });
    queryClient.removeQueries({ queryKey: queryKeys.account.all() });
    setPending(false);
    notifySuccess(t('account.loggedOut'));
    void navigate('/auth', { replace: true });
  };
  return { logout, pending };
}
