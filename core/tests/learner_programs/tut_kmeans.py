# k-means clustering with tensors: three Gaussian blobs, k-means++-like seeding, Lloyd iterations
# using cdist/argmin and index_add_/bincount for the centroid update, and the inertia per step.
import torch

device = "cpu"
torch.manual_seed(3)

centers_true = torch.tensor([[0.0, 0.0], [5.0, 5.0], [-4.0, 6.0]])
points = torch.cat([c + torch.randn(40, 2) * 0.8 for c in centers_true]).to(device)
print(points.shape, points.mean(0).round(decimals=4))


def init_centroids(x, k):
    idx = [0]
    for _ in range(1, k):
        d = torch.cdist(x, x[idx]).min(dim=1).values
        idx.append(int(d.argmax()))
    return x[idx].clone()


def kmeans(x, k, iters=10):
    c = init_centroids(x, k)
    for it in range(iters):
        d = torch.cdist(x, c)  # (n, k)
        assign = d.argmin(dim=1)
        inertia = d.gather(1, assign[:, None]).pow(2).sum()
        counts = torch.bincount(assign, minlength=k).to(x.dtype)
        sums = torch.zeros_like(c).index_add_(0, assign, x)
        new_c = sums / counts.clamp(min=1)[:, None]
        shift = (new_c - c).norm(dim=1).max()
        print(f"iter {it}: inertia {inertia.item():.2f} shift {shift.item():.4f}")
        c = new_c
        if shift < 1e-4:
            break
    return c, assign


cent, assign = kmeans(points, 3)
order = cent[:, 0].argsort()
print("centroids", cent[order].round(decimals=3))
sizes = torch.bincount(assign, minlength=3)
print("sizes", sorted(sizes.tolist()))
# Agreement with the true blobs (up to relabelling).
true = torch.arange(3).repeat_interleave(40)
agree = 0
for j in range(3):
    members = true[assign.cpu() == j]
    if members.numel():
        agree += torch.bincount(members, minlength=3).max().item()
print("purity", agree / points.shape[0])
# Distances via broadcasting agree with cdist.
manual = ((points[:, None, :] - cent[None, :, :]) ** 2).sum(-1).sqrt()
print(torch.allclose(manual, torch.cdist(points, cent), atol=1e-4))
