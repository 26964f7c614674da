# The small names older and configuration-minded programs use: torch.range (both ends), ger,
# adjoint, the deterministic-debug and warn-always flags, linalg.diagonal and linalg.vander.
import torch

device = "cpu"
print(torch.range(1, 4, device=device), torch.range(0, 1, 0.25, device=device))
print(torch.range(1, 4, dtype=torch.int64, device=device), torch.range(5, 1, -2, device=device))
a = torch.tensor([1.0, 2.0], device=device)
b = torch.tensor([3.0, 4.0, 5.0], device=device)
print(torch.ger(a, b))
m = torch.arange(6.0, device=device).view(2, 3)
print(torch.adjoint(m), m.adjoint().shape)
print(torch.is_warn_always_enabled())
torch.set_warn_always(True)
print(torch.is_warn_always_enabled())
print(torch.get_deterministic_debug_mode())
torch.set_deterministic_debug_mode("warn")
print(torch.get_deterministic_debug_mode(), torch.are_deterministic_algorithms_enabled(),
      torch.is_deterministic_algorithms_warn_only_enabled())
torch.set_deterministic_debug_mode(0)
print(torch.get_deterministic_debug_mode(), torch.are_deterministic_algorithms_enabled())
torch.use_deterministic_algorithms(True)
print(torch.get_deterministic_debug_mode(), torch.is_deterministic_algorithms_warn_only_enabled())
print(torch.linalg.diagonal(torch.arange(9.0, device=device).view(3, 3)))
print(torch.linalg.diagonal(torch.arange(8.0, device=device).view(2, 2, 2), offset=1))
print(torch.linalg.vander(torch.tensor([1.0, 2.0, 3.0], device=device)))
print(torch.linalg.vander(torch.tensor([2, 3], device=device), N=4))
for bad in (lambda: torch.set_deterministic_debug_mode("bad"), lambda: torch.range(1, 2, 0),
            lambda: torch.range(2, 1), lambda: torch.linalg.vander(a, N=1)):
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
