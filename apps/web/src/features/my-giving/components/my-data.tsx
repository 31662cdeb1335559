import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEraseMyData } from '@/features/my-giving/api/erase-my-data';
import { myGivingPath } from '@/features/my-giving/api/get-my-giving';
import { useMessage } from '@/lib/use-message';

/**
 * 'Download my data' (the server's JSON file) and 'Erase my data', behind a confirmation that
 * says exactly what goes, what stays and why (docs/product/donations.md#the-donors-page).
 */
export function MyData({ linkKey }: { linkKey: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [isAsking, asking] = useDisclosure(false);
  const erase = useEraseMyData(linkKey);

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-data-title">
      <Title id="my-data-title" order={2} size="h3">
        {t('myGiving.data.title')}
      </Title>
      <Text>{t('myGiving.data.intro')}</Text>
      {erase.isSuccess && (
        <Alert color="green" role="status">
          {translate(erase.data.message)}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          component="a"
          href={myGivingPath('/export', linkKey)}
          download="my-giving-data.json"
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('myGiving.data.download')}
        </Button>
        <Button variant="outline" color="red" onClick={asking.open}>
          {t('myGiving.data.erase')}
        </Button>
      </Group>
      <Modal
        opened={isAsking}
        onClose={asking.close}
        title={t('myGiving.data.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <div>
            <Text fw={700}>{t('myGiving.data.goesTitle')}</Text>
            <Text>{t('myGiving.data.goes')}</Text>
          </div>
          <div>
            <Text fw={700}>{t('myGiving.data.staysTitle')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('myGiving.data.stays')}</List.Item>
              <List.Item>{t('myGiving.data.monthlyNote')}</List.Item>
            </List>
          </div>
          {erase.isError && (
            <Alert color="red" role="alert">
              {translate(erase.error.message)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={asking.close}>
              {t('myGiving.data.cancel')}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() => erase.mutate(undefined, { onSuccess: asking.close })}
            >
              {t('myGiving.data.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
