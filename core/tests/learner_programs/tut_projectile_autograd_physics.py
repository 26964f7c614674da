# Autograd for a physics problem: a projectile with linear air drag simulated by explicit Euler
# steps in a differentiable loop, the landing distance as a function of launch angle and speed,
# d(distance)/d(angle) by autograd vs finite differences, gradient ascent for the best angle,
# and hitting a target distance by optimizing the speed.
import math
import torch

device = "cpu"
torch.manual_seed(0)

G, DRAG, DT, STEPS = 9.81, 0.1, 0.02, 160


def simulate(angle, speed):
    x = torch.zeros((), device=device)
    y = torch.zeros((), device=device)
    vx = speed * torch.cos(angle)
    vy = speed * torch.sin(angle)
    landed = torch.zeros((), device=device)
    for _ in range(STEPS):
        x_new = x + vx * DT
        y_new = y + vy * DT
        vx = vx - DRAG * vx * DT
        vy = vy - (G + DRAG * vy) * DT
        crossing = (y > 0) & (y_new <= 0) & (landed == 0)
        frac = y / (y - y_new + 1e-12)
        landed = torch.where(crossing, x + frac * (x_new - x), landed)
        x, y = x_new, y_new
    return landed


angle = torch.tensor(math.radians(30.0), device=device, requires_grad=True)
speed = torch.tensor(15.0, device=device)
d = simulate(angle, speed)
d.backward()
print(f"distance at 30 deg: {d.item():.3f} m (no drag: {15.0 ** 2 * math.sin(math.radians(60)) / G:.3f} m)")
eps = 1e-2
with torch.no_grad():
    fd = (simulate(angle + eps, speed) - simulate(angle - eps, speed)) / (2 * eps)
print(f"d distance / d angle: autograd {angle.grad.item():.2f}, finite difference {fd.item():.2f}")

opt = torch.optim.Adam([angle], lr=0.02)
for step in range(30):
    opt.zero_grad()
    loss = -simulate(angle, speed)
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(f"step {step + 1}: angle {math.degrees(angle.item()):.2f} deg, distance {-loss.item():.3f} m")
print("optimal angle with drag is below 45 deg:", math.degrees(angle.item()) < 45)

target = 12.0
v = torch.tensor(10.0, device=device, requires_grad=True)
fixed_angle = torch.tensor(math.radians(40.0), device=device)
opt = torch.optim.SGD([v], lr=0.05)
for step in range(30):
    opt.zero_grad()
    err = (simulate(fixed_angle, v) - target) ** 2
    err.backward()
    opt.step()
print(f"speed to land at {target} m: {v.item():.3f} m/s, landing at {simulate(fixed_angle, v).item():.3f} m")
