import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { PageSpinner } from '../../../components/PageSpinner';
import { PlainButton } from '../../../components/PlainButton';
import { useUser } from '../../../api/get-user';
import { previousPath } from '../previous-path';
import { AuthSidePanel } from './AuthSidePanel';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

type AuthTab = 'login' | 'register';

export function AuthPage() {
  const { data: user, isPending } = useUser();
  const [tab, setTab] = useState<AuthTab>('login');

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={previousPath()} replace />;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box sx={{ mb: 2 }}>
        <PlainButton to="/" startIcon={<Icon icon="ArrowBack" />}>
          Back to Home
        </PlainButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
              {tab === 'login' ? 'Welcome back' : 'Create your business account'}
            </Typography>
            <Tabs value={tab} onChange={(_event, value: AuthTab) => setTab(value)} variant="fullWidth" sx={{ mb: 3 }}>
              <Tab label="Sign In" value="login" id="tab-login" aria-controls="panel-login" />
              <Tab label="Register" value="register" id="tab-register" aria-controls="panel-register" />
            </Tabs>
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {tab === 'login' ? <SignInForm /> : <RegisterForm />}
            </div>
          </CardContent>
        </Card>
        <AuthSidePanel />
      </Box>
    </Box>
  );
}
