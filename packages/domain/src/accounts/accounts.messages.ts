/** Texts of customer accounts: errors and the e-mails with links (merged into MESSAGES). */
const en = {
  'Account.PasswordTooShort': 'The password must have at least 10 characters',
  'Account.PasswordTooCommon': 'This password is among the most common ones: choose another',
  'Account.PasswordsDiffer': 'The passwords do not match',
  'Account.MustBeAdult': 'The account holder must be 18 or older',
  'Account.MustAcceptTerms': 'Please accept the terms of use to continue',
  'Account.LinkInvalid': 'This link is no longer valid',
  'Account.LinkInvalidDetails': 'It was already used or has expired. Ask for a new one.',
  'Account.WrongPassword': 'The password is not correct',
  'Account.NotAMember': 'This is not a customer account',
  'Account.CannotCancel': 'This booking can no longer be cancelled online',
  'Account.CannotCancelDetails':
    'Only confirmed bookings whose trip has not begun can be cancelled here. Please contact support.',
  'Mail.AccountGreeting': 'Hello, {name}!',
  'Mail.ConfirmEmailSubject': 'Confirm your e-mail address',
  'Mail.ConfirmEmailIntro': 'Thank you for registering. Confirm your address to sign in:',
  'Mail.ConfirmEmailButton': 'Confirm my address',
  'Mail.AlreadyRegisteredSubject': 'You already have an account',
  'Mail.AlreadyRegisteredIntro':
    'Someone (probably you) tried to register with this address, which already has an account. If you forgot your password, set a new one here:',
  'Mail.ResetPasswordSubject': 'Reset your password',
  'Mail.ResetPasswordIntro': 'We received a request to reset your password. Choose a new one here:',
  'Mail.ResetPasswordButton': 'Choose a new password',
  'Mail.SetPasswordSubject': 'Set the password of your account',
  'Mail.SetPasswordIntro':
    'Your account was opened with your booking. Set a password to see your trips, passengers and settings:',
  'Mail.SetPasswordButton': 'Set my password',
  'Mail.StaffSetPasswordIntro':
    'An administrator account was created for you on {site}. Set its password to sign in to the back office (user name: {userName}):',
  'Mail.LinkExpires': 'The link works once and expires on {date}.',
  'Mail.LinkIgnore': 'If you did not ask for this, ignore this e-mail: nothing changes.',
  'Mail.AccountDeletedSubject': 'Your account was deleted',
  'Mail.AccountDeletedIntro':
    'Your account and its personal data were deleted as you asked. Your bookings are kept for accounting without your personal data.',
  'Mail.ManageBookingSubject': 'Manage your booking {pnr}',
  'Mail.ManageBookingIntro':
    'Here is the link to your booking {pnr}: see it, print it, e-mail the ticket again or request a cancellation.',
  'Mail.ManageBookingButton': 'Open my booking',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'Account.PasswordTooShort': 'Пароль должен содержать не менее 10 символов',
  'Account.PasswordTooCommon': 'Это один из самых распространённых паролей: выберите другой',
  'Account.PasswordsDiffer': 'Пароли не совпадают',
  'Account.MustBeAdult': 'Владельцу учётной записи должно быть 18 лет или больше',
  'Account.MustAcceptTerms': 'Чтобы продолжить, примите условия использования',
  'Account.LinkInvalid': 'Эта ссылка больше не действует',
  'Account.LinkInvalidDetails': 'Она уже использована или устарела. Запросите новую.',
  'Account.WrongPassword': 'Неверный пароль',
  'Account.NotAMember': 'Это не учётная запись клиента',
  'Account.CannotCancel': 'Это бронирование больше нельзя отменить онлайн',
  'Account.CannotCancelDetails':
    'Здесь можно отменить только подтверждённые бронирования, поездка по которым ещё не началась. Обратитесь в поддержку.',
  'Mail.AccountGreeting': 'Здравствуйте, {name}!',
  'Mail.ConfirmEmailSubject': 'Подтвердите адрес электронной почты',
  'Mail.ConfirmEmailIntro': 'Спасибо за регистрацию. Подтвердите адрес, чтобы войти:',
  'Mail.ConfirmEmailButton': 'Подтвердить адрес',
  'Mail.AlreadyRegisteredSubject': 'У вас уже есть учётная запись',
  'Mail.AlreadyRegisteredIntro':
    'Кто-то (вероятно, вы) пытался зарегистрироваться с этим адресом, но учётная запись с ним уже есть. Если вы забыли пароль, задайте новый здесь:',
  'Mail.ResetPasswordSubject': 'Сброс пароля',
  'Mail.ResetPasswordIntro': 'Мы получили запрос на сброс пароля. Задайте новый пароль здесь:',
  'Mail.ResetPasswordButton': 'Задать новый пароль',
  'Mail.SetPasswordSubject': 'Задайте пароль своей учётной записи',
  'Mail.SetPasswordIntro':
    'Учётная запись открыта вместе с вашим бронированием. Задайте пароль, чтобы видеть свои поездки, пассажиров и настройки:',
  'Mail.SetPasswordButton': 'Задать пароль',
  'Mail.StaffSetPasswordIntro':
    'Для вас создана учётная запись администратора на сайте {site}. Задайте пароль, чтобы войти в панель управления (имя пользователя: {userName}):',
  'Mail.LinkExpires': 'Ссылка работает один раз и действует до {date}.',
  'Mail.LinkIgnore': 'Если вы этого не запрашивали, просто проигнорируйте письмо: ничего не изменится.',
  'Mail.AccountDeletedSubject': 'Ваша учётная запись удалена',
  'Mail.AccountDeletedIntro':
    'Ваша учётная запись и её персональные данные удалены по вашей просьбе. Бронирования сохранены для бухгалтерии без ваших персональных данных.',
  'Mail.ManageBookingSubject': 'Управление бронированием {pnr}',
  'Mail.ManageBookingIntro':
    'Вот ссылка на ваше бронирование {pnr}: просмотр, печать, повторная отправка билета или запрос на отмену.',
  'Mail.ManageBookingButton': 'Открыть бронирование',
};

const tr: Record<Key, string> = {
  'Account.PasswordTooShort': 'Şifre en az 10 karakter olmalıdır',
  'Account.PasswordTooCommon': 'Bu şifre en yaygın şifrelerden biri: başka bir şifre seçin',
  'Account.PasswordsDiffer': 'Şifreler eşleşmiyor',
  'Account.MustBeAdult': 'Hesap sahibi 18 yaşında veya daha büyük olmalıdır',
  'Account.MustAcceptTerms': 'Devam etmek için kullanım koşullarını kabul edin',
  'Account.LinkInvalid': 'Bu bağlantı artık geçerli değil',
  'Account.LinkInvalidDetails': 'Daha önce kullanılmış veya süresi dolmuş. Yeni bir bağlantı isteyin.',
  'Account.WrongPassword': 'Şifre doğru değil',
  'Account.NotAMember': 'Bu bir müşteri hesabı değil',
  'Account.CannotCancel': 'Bu rezervasyon artık çevrimiçi iptal edilemez',
  'Account.CannotCancelDetails':
    'Burada yalnızca yolculuğu başlamamış onaylı rezervasyonlar iptal edilebilir. Lütfen destek ekibine başvurun.',
  'Mail.AccountGreeting': 'Merhaba {name}!',
  'Mail.ConfirmEmailSubject': 'E-posta adresinizi onaylayın',
  'Mail.ConfirmEmailIntro': 'Kaydolduğunuz için teşekkürler. Giriş yapmak için adresinizi onaylayın:',
  'Mail.ConfirmEmailButton': 'Adresimi onayla',
  'Mail.AlreadyRegisteredSubject': 'Zaten bir hesabınız var',
  'Mail.AlreadyRegisteredIntro':
    'Birisi (muhtemelen siz) bu adresle kaydolmaya çalıştı, ancak bu adresin zaten bir hesabı var. Şifrenizi unuttuysanız buradan yeni bir şifre belirleyin:',
  'Mail.ResetPasswordSubject': 'Şifrenizi sıfırlayın',
  'Mail.ResetPasswordIntro': 'Şifre sıfırlama isteği aldık. Yeni şifrenizi buradan belirleyin:',
  'Mail.ResetPasswordButton': 'Yeni şifre belirle',
  'Mail.SetPasswordSubject': 'Hesabınızın şifresini belirleyin',
  'Mail.SetPasswordIntro':
    'Hesabınız rezervasyonunuzla birlikte açıldı. Yolculuklarınızı, yolcularınızı ve ayarlarınızı görmek için bir şifre belirleyin:',
  'Mail.SetPasswordButton': 'Şifremi belirle',
  'Mail.StaffSetPasswordIntro':
    '{site} sitesinde sizin için bir yönetici hesabı oluşturuldu. Yönetim paneline girmek için şifresini belirleyin (kullanıcı adı: {userName}):',
  'Mail.LinkExpires': 'Bağlantı bir kez çalışır ve {date} tarihinde geçerliliğini yitirir.',
  'Mail.LinkIgnore': 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.',
  'Mail.AccountDeletedSubject': 'Hesabınız silindi',
  'Mail.AccountDeletedIntro':
    'Hesabınız ve kişisel verileriniz isteğiniz üzerine silindi. Rezervasyonlarınız muhasebe için kişisel verileriniz olmadan saklanır.',
  'Mail.ManageBookingSubject': '{pnr} rezervasyonunuzu yönetin',
  'Mail.ManageBookingIntro':
    '{pnr} rezervasyonunuzun bağlantısı: görüntüleyin, yazdırın, bileti yeniden e-postayla alın veya iptal talep edin.',
  'Mail.ManageBookingButton': 'Rezervasyonumu aç',
};

export const ACCOUNT_MESSAGES = { en, ru, tr } as const;
