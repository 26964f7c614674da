//! The 32-bit Mersenne Twister exactly as `at::mt19937` runs it (ATen/core/MT19937RNGEngine.h).
//!
//! This is the textbook MT19937 with `init_genrand` seeding, so `Mt19937::new(0)` yields the same
//! words as C++'s `std::mt19937(0)`: 2357136044, 2546248239, 3071714933, ...

pub(super) const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// 624 words of state plus the read position. Cloning it is `torch.get_rng_state`'s snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Mt19937 {
    pub(super) state: [u32; N],
    /// Words still unread before the next twist. ATen starts at 1 and decrements *before* testing,
    /// so the very first draw twists; reading before the test gives a different stream.
    pub(super) left: u32,
    pub(super) next: usize,
}

impl Mt19937 {
    /// `init_genrand`: only the low 32 bits of the seed reach the state, as in ATen.
    pub(super) fn new(seed: u64) -> Self {
        let mut state = [0u32; N];
        state[0] = seed as u32;
        for j in 1..N {
            let prev = state[j - 1];
            state[j] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(j as u32);
        }
        Mt19937 {
            state,
            left: 1,
            next: 0,
        }
    }

    /// One tempered 32-bit output.
    pub(super) fn next_u32(&mut self) -> u32 {
        self.left -= 1;
        if self.left == 0 {
            self.twist();
        }
        let mut y = self.state[self.next];
        self.next += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    fn twist(&mut self) {
        for i in 0..N {
            let y = (self.state[i] & UPPER_MASK) | (self.state[(i + 1) % N] & LOWER_MASK);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            self.state[i] = self.state[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.left = N as u32;
        self.next = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::Mt19937;

    /// The first outputs of std::mt19937 for seed 0 (the C++ standard's engine, which PyTorch's is).
    #[test]
    fn seed_zero_matches_std_mt19937() {
        let mut mt = Mt19937::new(0);
        let got: Vec<u32> = (0..4).map(|_| mt.next_u32()).collect();
        assert_eq!(
            got,
            [2_357_136_044, 2_546_248_239, 3_071_714_933, 3_626_093_760]
        );
    }

    /// The reference MT19937 (Matsumoto & Nishimura, `mt19937ar.c` with `init_genrand(5489)`)
    /// gives 4123659995 as its 10000th output; C++ `[rand.predef]` requires the same number. It
    /// exercises sixteen twists, which the four words above do not.
    #[test]
    fn ten_thousandth_output_of_default_seed() {
        let mut mt = Mt19937::new(5489);
        let last = (0..10_000).map(|_| mt.next_u32()).last();
        assert_eq!(last, Some(4_123_659_995));
    }

    #[test]
    fn only_the_low_32_bits_of_the_seed_matter() {
        let mut a = Mt19937::new(7);
        let mut b = Mt19937::new(7 | (1 << 40));
        assert_eq!(a.next_u32(), b.next_u32());
    }
}
