"""Reference outputs of the PRNG for test/resample/random.test.ts, from an independent implementation.

splitmix32 fills the xoshiro128** state from (seed, stream); the generator itself follows Blackman & Vigna's
reference C code. The same generator reproduces the published xoshiro128** outputs for the state [1, 2, 3, 4].
Run: python3 test/reference/xoshiro128.py
"""

MASK = 0xFFFFFFFF


def rotl(x, k):
    return ((x << k) | (x >> (32 - k))) & MASK


class Xoshiro128:
    def __init__(self, state):
        self.s = list(state)

    @classmethod
    def seeded(cls, seed, stream=0):
        x = (seed ^ ((stream + 1) * 0x9E3779B9)) & MASK
        state = []
        for _ in range(4):
            x = (x + 0x9E3779B9) & MASK
            z = x
            z = ((z ^ (z >> 16)) * 0x85EBCA6B) & MASK
            z = ((z ^ (z >> 13)) * 0xC2B2AE35) & MASK
            state.append((z ^ (z >> 16)) & MASK)
        return cls(state)

    def next_uint32(self):
        s = self.s
        result = (rotl((s[1] * 5) & MASK, 7) * 9) & MASK
        t = (s[1] << 9) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 11)
        return result

    def next_double(self):
        high = self.next_uint32() >> 5
        low = self.next_uint32() >> 6
        return (high * 67108864 + low) / 9007199254740992


if __name__ == "__main__":
    published = Xoshiro128([1, 2, 3, 4])
    print("state [1, 2, 3, 4]:", [published.next_uint32() for _ in range(6)])
    rng = Xoshiro128.seeded(0)
    print("seed 0:", [rng.next_uint32() for _ in range(4)])
    rng = Xoshiro128.seeded(12345, 1)
    print("seed 12345, stream 1:", [rng.next_uint32() for _ in range(4)])
    print("seed 0, first double:", repr(Xoshiro128.seeded(0).next_double()))
