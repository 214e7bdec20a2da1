import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { CameraCapture } from '../../../components/CameraCapture';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { ItemImage } from '../../../components/ItemImage';
import { PlainButton } from '../../../components/PlainButton';
import { emptyItemForm, validateCreate, type ItemFormValues } from '../item-form';
import { useAddItem } from '../use-add-item';
import { ItemFields } from './ItemFields';
import { ItemSpecFields } from './ItemSpecFields';

export function AddInventoryPage() {
  const navigate = useNavigate();
  const addItem = useAddItem();
  const [photoTab, setPhotoTab] = useState<'upload' | 'camera'>('upload');
  const [uploading, setUploading] = useState(false);
  const formik = useFormik<ItemFormValues>({
    initialValues: emptyItemForm(),
    validate: validateCreate,
    onSubmit: async (values, helpers) => {
      if (await addItem(values, () => window.scrollTo({ top: 0 }))) helpers.resetForm({ values: emptyItemForm() });
    },
  });
  const setImage = (url: string) => void formik.setFieldValue('imageUrl', url);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeading title="Add New Inventory Item" subtitle="List a surplus door or part with a photo so other businesses can find it" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
              Item details
            </Typography>
            <ItemFields formik={formik} />
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <ItemSpecFields formik={formik} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                Photo
              </Typography>
              <Tabs value={photoTab} onChange={(_event, value: 'upload' | 'camera') => setPhotoTab(value)} sx={{ mb: 2 }}>
                <Tab label="Upload" value="upload" />
                <Tab label="Camera" value="camera" />
              </Tabs>
              {photoTab === 'upload' ? (
                <ImageUploadField value={formik.values.imageUrl} onChange={setImage} onBusyChange={setUploading} />
              ) : (
                <CameraCapture value={formik.values.imageUrl} onChange={setImage} onBusyChange={setUploading} />
              )}
            </CardContent>
          </Card>
          {formik.values.imageUrl && photoTab === 'camera' && (
            <Card>
              <ItemImage src={formik.values.imageUrl} alt="Photo preview" height={220} />
              <CardContent>
                <Typography variant="subtitle2">{formik.values.name || 'New item'}</Typography>
              </CardContent>
            </Card>
          )}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <PlainButton onClick={() => navigate('/my-inventory')} disabled={formik.isSubmitting}>
          Cancel
        </PlainButton>
        <PlainButton type="submit" variant="contained" size="large" disabled={formik.isSubmitting || uploading}>
          {formik.isSubmitting ? 'Adding...' : 'Add Inventory Item'}
        </PlainButton>
      </Stack>
    </Box>
  );
}
