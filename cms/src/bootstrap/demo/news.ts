/**
 * Demo news of the SYVELTA cabinet (2024/2025). Invented events written as the association would:
 * names of people are left out on purpose (the association supplies real ones).
 */
interface DemoNews {
  title: string;
  /** Publication time (UTC). */
  date: string;
  /** Short label drawn on the generated headline image. */
  kicker: string;
  content: string;
}

export const DEMO_NEWS: DemoNews[] = [
  {
    title: 'Rapat Kerja HMRPL 2024/2025: Kabinet SYVELTA Menyusun Arah Satu Periode',
    date: '2024-10-19T02:00:00.000Z',
    kicker: 'Rapat Kerja',
    content: `<p>Kabinet <strong>SYVELTA</strong> resmi membuka periode kepengurusan 2024/2025 dengan Rapat Kerja (Raker) yang berlangsung selama dua hari di Gedung Tokong Nanas, Telkom University. Seluruh pengurus inti, kepala departemen, dan staf dari setiap divisi hadir untuk menyepakati program kerja satu tahun ke depan.</p>
<h2>Semangat "Sync for Change!"</h2>
<p>Tagline kabinet, <em>Sync for Change!</em>, menjadi benang merah setiap sesi. Program kerja disusun agar saling terhubung antardepartemen, bukan berjalan sendiri-sendiri.</p>
<h3>Hasil utama Raker</h3>
<ul>
<li>32 program kerja disahkan, terbagi di Departemen Internal, Eksternal, dan Media Kreatif.</li>
<li>Kalender kegiatan satu periode yang dapat dipantau seluruh mahasiswa RPL.</li>
<li>Standar pelaporan kegiatan dan keuangan yang lebih transparan.</li>
</ul>
<blockquote>Raker bukan sekadar rapat, tetapi titik awal kita bergerak bersama untuk mahasiswa Rekayasa Perangkat Lunak.</blockquote>
<p>Kalender kegiatan dapat dilihat di halaman <a href="https://hmrpl-telubdg.com/kegiatan" target="_blank">Kegiatan</a>.</p>`,
  },
  {
    title: 'Makrab RPL 2024: Mengenal Keluarga Baru Rekayasa Perangkat Lunak',
    date: '2024-11-09T01:30:00.000Z',
    kicker: 'Makrab',
    content: `<p>Malam Keakraban (Makrab) Rekayasa Perangkat Lunak 2024 digelar di kawasan Lembang dan diikuti lebih dari 150 mahasiswa angkatan 2024 bersama kakak tingkat dan pengurus HMRPL.</p>
<h2>Rangkaian acara</h2>
<ol>
<li>Pembukaan dan perkenalan kabinet SYVELTA.</li>
<li>Permainan kelompok lintas angkatan untuk membangun kerja sama.</li>
<li>Sesi berbagi pengalaman kuliah dan organisasi bersama alumni.</li>
<li>Malam api unggun dan penampilan bakat tiap kelompok.</li>
</ol>
<p>Ketua pelaksana menyampaikan bahwa Makrab menjadi ruang pertama mahasiswa baru untuk merasa <strong>menjadi bagian</strong> dari keluarga besar RPL.</p>
<p style="text-align: center;"><em>Sampai jumpa di kegiatan berikutnya!</em></p>`,
  },
  {
    title: 'Workshop Git dan GitHub untuk Mahasiswa Baru',
    date: '2024-11-30T06:00:00.000Z',
    kicker: 'Workshop',
    content: `<p>Divisi Akademik &amp; Riset mengadakan <strong>Workshop Git dan GitHub</strong> bagi mahasiswa angkatan 2024. Kegiatan praktik ini membekali peserta dengan alur kerja kolaboratif yang akan mereka pakai di hampir setiap mata kuliah proyek.</p>
<h2>Materi yang dibahas</h2>
<ul>
<li>Konsep <em>version control</em>, <em>commit</em>, dan <em>branch</em>.</li>
<li>Alur <em>pull request</em> dan <em>code review</em> di GitHub.</li>
<li>Menyelesaikan <em>merge conflict</em> tanpa panik.</li>
</ul>
<p>Peserta langsung mempraktikkan materi dengan membuat repositori kelompok dan saling meninjau perubahan. Modul workshop dapat dipelajari kembali melalui <a href="https://docs.github.com/id" target="_blank">dokumentasi resmi GitHub</a>.</p>`,
  },
  {
    title: 'Bakti Sosial HMRPL: Berbagi Bersama Warga Sukapura',
    date: '2024-12-21T02:00:00.000Z',
    kicker: 'Bakti Sosial',
    content: `<p>Menutup tahun 2024, HMRPL menggelar <strong>Bakti Sosial</strong> di Desa Sukapura, Kabupaten Bandung. Kegiatan ini merupakan wujud kepedulian mahasiswa Rekayasa Perangkat Lunak terhadap lingkungan sekitar kampus.</p>
<h2>Kegiatan di lapangan</h2>
<ul>
<li>Pembagian 200 paket sembako untuk warga.</li>
<li>Kelas literasi digital untuk pelajar sekolah dasar dan menengah.</li>
<li>Kerja bakti membersihkan lingkungan bersama karang taruna.</li>
</ul>
<p>Dana kegiatan terkumpul dari donasi mahasiswa, dosen, dan penjualan merchandise HMRPL. Terima kasih kepada semua pihak yang telah berpartisipasi.</p>`,
  },
  {
    title: 'Seminar Nasional: Karier Software Engineer di Era Kecerdasan Buatan',
    date: '2025-02-15T03:00:00.000Z',
    kicker: 'Seminar',
    content: `<p>Departemen Eksternal HMRPL menyelenggarakan <strong>Seminar Nasional</strong> bertema <em>"Karier Software Engineer di Era Kecerdasan Buatan"</em> di Aula Telkom University. Seminar dihadiri lebih dari 300 peserta, baik secara luring maupun daring.</p>
<h2>Poin penting dari pembicara</h2>
<ol>
<li>AI mempercepat pekerjaan rutin, tetapi kemampuan merancang sistem tetap menjadi nilai utama seorang <em>software engineer</em>.</li>
<li>Kebiasaan menulis pengujian dan dokumentasi membuat kode lebih mudah dirawat, siapa pun atau apa pun yang menulisnya.</li>
<li>Portofolio proyek nyata lebih berbicara daripada sekadar sertifikat.</li>
</ol>
<blockquote>Alat akan terus berganti. Yang bertahan adalah cara berpikir untuk memecahkan masalah.</blockquote>
<p>Rekaman seminar dapat diminta melalui <a href="mailto:hmrpl@telkomuniversity.ac.id">surel HMRPL</a>.</p>`,
  },
  {
    title: 'Tim RPL Raih Juara 2 Lomba Hackathon Tingkat Nasional',
    date: '2025-03-08T09:00:00.000Z',
    kicker: 'Prestasi',
    content: `<p>Kabar membanggakan datang dari mahasiswa Rekayasa Perangkat Lunak. Tim beranggotakan tiga mahasiswa angkatan 2022 berhasil meraih <strong>Juara 2</strong> pada lomba hackathon tingkat nasional yang berlangsung selama 36 jam.</p>
<h2>Tentang karya mereka</h2>
<p>Tim mengembangkan aplikasi pemantauan gizi anak untuk posyandu yang dapat bekerja tanpa koneksi internet dan menyinkronkan data saat sinyal tersedia.</p>
<ul>
<li>Aplikasi seluler untuk kader posyandu.</li>
<li>Dasbor web untuk puskesmas.</li>
<li>Laporan otomatis tiap bulan.</li>
</ul>
<p>HMRPL mengucapkan selamat dan berharap prestasi ini memotivasi mahasiswa lain untuk <span style="color: #056a7d;">terus berkarya</span>.</p>`,
  },
  {
    title: 'Buka Puasa Bersama Keluarga Besar Rekayasa Perangkat Lunak',
    date: '2025-03-22T10:30:00.000Z',
    kicker: 'Kebersamaan',
    content: `<p>Bulan Ramadan menjadi momen HMRPL mempererat silaturahmi melalui kegiatan <strong>Buka Puasa Bersama</strong> yang dihadiri mahasiswa, dosen, dan alumni Rekayasa Perangkat Lunak.</p>
<p>Acara diawali kajian singkat menjelang berbuka, dilanjutkan santunan kepada anak-anak panti asuhan di sekitar kampus, lalu berbuka bersama.</p>
<h3>Terima kasih</h3>
<p>Panitia berterima kasih kepada seluruh donatur dan relawan. Semoga kebersamaan ini terus terjaga di luar bulan Ramadan.</p>`,
  },
  {
    title: 'Kunjungan Industri ke Perusahaan Teknologi di Jakarta',
    date: '2025-05-10T00:30:00.000Z',
    kicker: 'Kunjungan Industri',
    content: `<p>Sebanyak 60 mahasiswa Rekayasa Perangkat Lunak mengikuti <strong>Kunjungan Industri</strong> ke dua perusahaan teknologi di Jakarta. Kegiatan ini memberi gambaran langsung tentang cara tim perangkat lunak bekerja di industri.</p>
<h2>Yang dipelajari peserta</h2>
<ul>
<li>Praktik <em>agile</em> dan ritme <em>sprint</em> di tim produk.</li>
<li>Cara perusahaan menjaga kualitas melalui <em>code review</em> dan pengujian otomatis.</li>
<li>Peluang magang dan program pengembangan talenta digital.</li>
</ul>
<p>Informasi magang yang dibagikan selama kunjungan dapat dilihat di papan informasi HMRPL dan akun <a href="https://www.instagram.com/hmrpl.telu/" target="_blank">Instagram @hmrpl.telu</a>.</p>`,
  },
  {
    title: 'Kelas Persiapan Sertifikasi Cloud bersama Alumni',
    date: '2025-06-14T03:00:00.000Z',
    kicker: 'Akademik',
    content: `<p>Divisi Akademik &amp; Riset membuka <strong>Kelas Persiapan Sertifikasi Cloud</strong> selama empat pekan, dibimbing alumni RPL yang kini bekerja sebagai <em>cloud engineer</em>.</p>
<h2>Jadwal kelas</h2>
<ol>
<li>Pekan 1: konsep komputasi awan dan model layanan.</li>
<li>Pekan 2: jaringan, keamanan, dan manajemen identitas.</li>
<li>Pekan 3: basis data terkelola dan penyimpanan.</li>
<li>Pekan 4: simulasi ujian dan pembahasan.</li>
</ol>
<p>Kelas ini gratis untuk seluruh mahasiswa RPL. Materi dan rekaman tersedia bagi peserta yang terdaftar.</p>`,
  },
  {
    title: 'RPL Cup 2025: Turnamen Olahraga dan E-Sport Antarangkatan',
    date: '2025-07-19T01:00:00.000Z',
    kicker: 'RPL Cup',
    content: `<p><strong>RPL Cup 2025</strong> kembali hadir! Turnamen tahunan ini mempertemukan seluruh angkatan Rekayasa Perangkat Lunak dalam cabang futsal, bulu tangkis, dan e-sport.</p>
<h2>Hasil akhir</h2>
<ul>
<li>Futsal: juara umum diraih angkatan 2023.</li>
<li>Bulu tangkis ganda campuran: angkatan 2022.</li>
<li>E-sport: angkatan 2024 tampil mengejutkan sebagai juara.</li>
</ul>
<p style="text-align: justify;">Lebih dari sekadar kompetisi, RPL Cup menjadi ajang menjaga sportivitas dan kebersamaan antarangkatan. Sampai jumpa di RPL Cup tahun depan!</p>`,
  },
  {
    title: 'Open Recruitment Staf Muda HMRPL Resmi Dibuka',
    date: '2025-08-23T02:00:00.000Z',
    kicker: 'Rekrutmen',
    content: `<p>HMRPL membuka <strong>Open Recruitment Staf Muda</strong> bagi mahasiswa Rekayasa Perangkat Lunak yang ingin berkembang melalui organisasi.</p>
<h2>Divisi yang membuka pendaftaran</h2>
<ul>
<li>Kaderisasi</li>
<li>Pengembangan Sumber Daya Manusia</li>
<li>Akademik &amp; Riset</li>
<li>Relasi Eksternal</li>
<li>Kerjasama &amp; Kewirausahaan</li>
<li>Komunikasi &amp; Informasi</li>
</ul>
<h3>Cara mendaftar</h3>
<p>Lihat poster di halaman <a href="https://hmrpl-telubdg.com/rekrutmen" target="_blank">Rekrutmen</a>, isi formulir pendaftaran, lalu ikuti tahap wawancara. Jangan lewatkan kesempatan untuk tumbuh bersama kabinet SYVELTA!</p>`,
  },
];
