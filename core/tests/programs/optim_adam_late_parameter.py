# Adam and AdamW count steps per parameter: a parameter whose first gradient arrives late (frozen
# then unfrozen, or added with add_param_group) starts its bias correction at its own first step,
# and state_dict() saves each parameter's own count. Also index_add_'s range check and the
# unsigned zero of an ignored target with reduction='none'.
import torch
import torch.nn.functional as F

device = "cpu"
for opt_cls in (torch.optim.Adam, torch.optim.AdamW):
    a = torch.ones(2, device=device, requires_grad=True)
    b = torch.ones(2, device=device, requires_grad=True)
    opt = opt_cls([a, b], lr=0.1)
    for step in range(4):
        opt.zero_grad()
        loss = (a * 2).sum() if step < 3 else (a * 2 + b * 3).sum()
        loss.backward()
        opt.step()
    print(opt_cls.__name__, [round(float(opt.state[p]["step"]), 1) for p in (a, b)])
    print(" a", [round(v, 4) for v in a.tolist()], "b", [round(v, 4) for v in b.tolist()])
    sd = opt.state_dict()
    print(" saved steps", [round(float(sd["state"][i]["step"]), 1) for i in sorted(sd["state"])])
    c = torch.zeros(2, device=device, requires_grad=True)
    opt.add_param_group({"params": [c]})
    opt.zero_grad()
    (a.sum() + c.sum()).backward()
    opt.step()
    print(" new group", round(float(opt.state[c]["step"]), 1), [round(v, 4) for v in c.tolist()])
    opt2 = opt_cls([a, b], lr=0.1)
    opt2.add_param_group({"params": [c]})
    opt2.load_state_dict(opt.state_dict())
    print(" loaded steps", [round(float(opt2.state[p]["step"]), 1) for p in (a, b, c)])

for shape, dim in [((3,), 0), ((3, 2), 0), ((2, 3), 1)]:
    for i in [5, -1]:
        src = list(shape)
        src[dim] = 1
        try:
            torch.zeros(*shape, device=device).index_add_(dim, torch.tensor([i], device=device), torch.ones(*src, device=device))
            print(shape, dim, i, "ok")
        except (IndexError, RuntimeError) as e:
            print(shape, dim, i, type(e).__name__, e)

logits = torch.tensor([[1.0, 2.0], [0.5, 0.1], [0.3, 0.2]], device=device)
target = torch.tensor([0, -100, 1], device=device)
print(F.cross_entropy(logits, target, reduction="none"))
print(F.nll_loss(F.log_softmax(logits, dim=1), target, reduction="none"))
print(F.cross_entropy(logits, target, reduction="none", label_smoothing=0.1))
