# Random numbers as PyTorch draws them: torch.Generator objects (manual_seed, initial_seed,
# get_state/set_state), generator= on every random op, the default generator's state in
# PyTorch's byte layout, Tensor.random_ on each dtype with and without bounds, and bernoulli.
import torch

device = "cpu"
torch.manual_seed(0)
print(torch.empty((), dtype=torch.int64).random_())
for dt in [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32, torch.bool]:
    torch.manual_seed(0)
    print(dt, torch.empty(4, dtype=dt, device=device).random_().tolist(),
          torch.empty(3, dtype=dt, device=device).random_(2).tolist(),
          torch.empty(3, dtype=dt, device=device).random_(0, None).tolist())
torch.manual_seed(0)
print(torch.empty(3).random_(0, 2**25), torch.empty(3).random_(-2**25, 0))
print(torch.empty(3, dtype=torch.bfloat16).random_(0, 2**40))
print(torch.empty(3).random_(-9223372036854775807 - 1, None))
print(torch.empty(3, dtype=torch.float64).random_(-2**60, None))
print(torch.empty(2, 3, dtype=torch.int64, device=device).random_(-5, 5))
print(torch.empty(3, dtype=torch.float16).random_(0, 5000), torch.empty(3).random_(to=7))
for bad in [
    lambda: torch.empty(3).random_(5, 2),
    lambda: torch.empty(3, dtype=torch.int32).random_(0, 2**40),
    lambda: torch.empty(3, dtype=torch.float16).random_(0, 70000),
    lambda: torch.empty(3).random_(0),
    lambda: torch.empty(3, dtype=torch.int32).random_(-9223372036854775807 - 1, None),
    lambda: torch.empty(3).random_(2**24 + 1, None),
    lambda: torch.empty(3).random_(2.5),
    lambda: torch.set_rng_state(torch.zeros(5056)),
    lambda: torch.Generator().manual_seed(2.5),
    lambda: torch.ones(3).bernoulli_(1.5),
    lambda: torch.bernoulli(torch.full((3,), 1.5)),
    lambda: torch.ones(3).uniform_(generator=1),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

g = torch.Generator(device="cpu")
print(g.device.type, g.initial_seed(), g.manual_seed(3) is g, g.initial_seed())
print(isinstance(g, torch.Generator), isinstance(torch.default_generator, torch.Generator))
print(torch.rand(3, generator=g), torch.randn(2, generator=g))
print(torch.randint(0, 10, (4,), generator=g), torch.randint(5, (3,), generator=g))
print(torch.randperm(6, generator=g), torch.normal(0.0, 2.0, (3,), generator=g))
print(torch.rand_like(torch.ones(2), generator=g), torch.randn_like(torch.ones(2), generator=g))
torch.manual_seed(3)
print(torch.rand(3), torch.randn(2))
x = torch.ones(3, device=device)
print(x.uniform_(-1, 1, generator=g), x.normal_(generator=g), x.bernoulli_(0.5, generator=g))
print(torch.rand(2, device=device, generator=None), torch.rand(2, generator=torch.default_generator))

s = g.get_state()
a = torch.randn(5, generator=g)
print(torch.equal(a, torch.randn(5, generator=g)), torch.equal(a, torch.randn(5, generator=g.set_state(s))))
torch.randn(3, generator=g)  # leaves a cached normal sample in the state
h = torch.Generator()
h.set_state(g.get_state())
print(torch.equal(g.get_state(), h.get_state()), torch.randn(3, generator=g).tolist() == torch.randn(3, generator=h).tolist())

torch.manual_seed(11)
s = torch.get_rng_state()
print(s.shape, s[:24].tolist(), s[5016:].tolist(), s.sum().item(), torch.initial_seed())
torch.randn(1)
s2 = torch.get_rng_state()
print(s2[:24].tolist(), s2[5016:5044].tolist())
x = torch.rand(4)
torch.set_rng_state(s)
print(torch.equal(x, torch.rand(4)), torch.default_generator.initial_seed())
torch.default_generator.manual_seed(12)
print(torch.initial_seed(), torch.rand(1))

torch.manual_seed(0)
print(torch.bernoulli(torch.full((6,), 0.5)), torch.ones(4).bernoulli_(0.3))
print(torch.zeros(3, dtype=torch.float64).bernoulli_(torch.full((3,), 0.5, dtype=torch.float64)))
print(torch.bernoulli(torch.ones(3), 0.5), torch.ones(3).bernoulli(p=0.2), torch.ones(3, dtype=torch.int64).bernoulli_(0.5))
p = torch.tensor([[0.1, 0.9], [0.5, 0.0]], device=device)
print(torch.bernoulli(p, generator=torch.Generator().manual_seed(1)), p.bernoulli())

# nn.init's initializers take generator= too.
from torch import nn

torch.manual_seed(0)
g = torch.Generator().manual_seed(1)
w = torch.empty(3, 4, device=device)
print(nn.init.uniform_(w, -1, 1, generator=g))
print(nn.init.normal_(w, generator=g), nn.init.xavier_uniform_(w, generator=g))
print(nn.init.kaiming_normal_(w, generator=g), nn.init.kaiming_uniform_(w, a=1, generator=g))
print(nn.init.xavier_normal_(w, gain=2, generator=g), torch.rand(2))
