# Fitting lifetime distributions by maximum likelihood with autograd: failure times drawn from a
# Weibull, parameters optimized in log-space with Adam on the negative log-likelihood (including
# right-censored observations through the survival function), compared with an Exponential fit,
# and a Pareto tail fit; means, medians (icdf) and the likelihood-ratio between the models.
import torch
from torch.distributions import Weibull, Exponential, Pareto

device = "cpu"
torch.manual_seed(31)

true = Weibull(torch.tensor(3.0), torch.tensor(1.8))
times = true.sample((400,)).to(device)
censor_at = 5.0
observed = times < censor_at
t_obs = times.clamp(max=censor_at)
print(f"n={len(times)} censored={int((~observed).sum())} mean time {times.mean().item():.4f}")
print(f"true mean {true.mean.item():.4f} variance {true.variance.item():.4f} entropy {true.entropy().item():.4f}")

log_scale = torch.zeros((), device=device, requires_grad=True)
log_conc = torch.zeros((), device=device, requires_grad=True)
opt = torch.optim.Adam([log_scale, log_conc], lr=0.05)


def weibull_nll():
    d = Weibull(log_scale.exp(), log_conc.exp())
    log_surv = -(t_obs / d.scale) ** d.concentration
    ll = torch.where(observed, d.log_prob(t_obs), log_surv)
    return -ll.sum()


for step in range(300):
    loss = weibull_nll()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 75 == 0:
        print(f"step {step:3d} nll {loss.item():.3f}")
fit = Weibull(log_scale.exp().detach(), log_conc.exp().detach())
print(f"weibull fit scale {fit.scale.item():.3f} concentration {fit.concentration.item():.3f}")
print(f"fitted median {fit.icdf(torch.tensor(0.5)).item():.3f} vs true {true.icdf(torch.tensor(0.5)).item():.3f}")

rate = (observed.sum() / t_obs.sum()).to(device)
expo = Exponential(rate)
ll_exp = torch.where(observed, expo.log_prob(t_obs), -rate * t_obs).sum()
ll_wei = -weibull_nll().detach()
print(f"exponential rate {rate.item():.4f} loglik {ll_exp.item():.3f} weibull loglik {ll_wei.item():.3f}")
print(f"likelihood ratio statistic {2 * (ll_wei - ll_exp).item():.3f}")

tail = Pareto(torch.tensor(1.0), torch.tensor(2.5)).sample((300,)).to(device)
alpha_hat = len(tail) / torch.log(tail / tail.min()).sum()
par = Pareto(tail.min(), alpha_hat)
print(f"pareto alpha hat {alpha_hat.item():.3f} xm {tail.min().item():.4f} mean {par.mean.item():.4f}")
print(f"pareto 99th percentile {par.icdf(torch.tensor(0.99)).item():.3f}")
print("log_prob below scale is refused:", end=" ")
try:
    par.log_prob(torch.tensor(0.5))
except ValueError as e:
    print("ValueError")
