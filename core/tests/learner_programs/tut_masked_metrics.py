# Metrics from masks and scatter ops without loops: per-class accuracy with scatter_add, a confusion
# matrix with bincount, IoU per class, masked mean over padding with torch.where and masked_fill,
# and macro/micro F1.
import torch

device = "cpu"
torch.manual_seed(19)
C = 4
pred = torch.randint(0, C, (30,), device=device)
target = torch.randint(0, C, (30,), device=device)
print(pred.tolist())
print(target.tolist())

correct = (pred == target).float()
per_class_hits = torch.zeros(C, device=device).scatter_add_(0, target, correct)
per_class_count = torch.zeros(C, device=device).scatter_add_(0, target, torch.ones_like(correct))
print("per-class acc:", [round(v, 4) for v in (per_class_hits / per_class_count).tolist()])
conf = torch.bincount(target * C + pred, minlength=C * C).reshape(C, C)
print(conf.tolist())
tp = conf.diag().float()
fp = conf.sum(0) - conf.diag()
fn = conf.sum(1) - conf.diag()
prec = tp / (tp + fp).clamp(min=1)
rec = tp / (tp + fn).clamp(min=1)
f1 = 2 * prec * rec / (prec + rec).clamp(min=1e-12)
print("precision:", [round(v, 4) for v in prec.tolist()])
print("recall:", [round(v, 4) for v in rec.tolist()])
print("macro f1:", round(f1.mean().item(), 4), "micro f1:", round((tp.sum() / conf.sum()).item(), 4))
iou = tp / (tp + fp + fn).float()
print("iou:", [round(v, 4) for v in iou.tolist()], round(iou.mean().item(), 4))

seg_pred = torch.randint(0, 3, (2, 4, 4), device=device)
seg_true = torch.randint(0, 3, (2, 4, 4), device=device)
ignore = torch.zeros_like(seg_true, dtype=torch.bool)
ignore[:, 0] = True
valid = ~ignore
print("pixel acc:", round(((seg_pred == seg_true) & valid).sum().item() / valid.sum().item(), 4))

vals = torch.randn(3, 5, device=device)
lengths = torch.tensor([5, 2, 3], device=device)
mask = torch.arange(5, device=device)[None, :] < lengths[:, None]
masked_mean = torch.where(mask, vals, torch.zeros_like(vals)).sum(1) / lengths
print([round(v, 4) for v in masked_mean.tolist()])
masked_max = vals.masked_fill(~mask, float("-inf")).max(1)
print([round(v, 4) for v in masked_max.values.tolist()], masked_max.indices.tolist())
print(vals.masked_fill(~mask, 0.0).count_nonzero(1).tolist(), mask.sum(1).tolist())
scores = torch.randn(5, 3, device=device)
lab = torch.tensor([2, 0, 1, 1, 0], device=device)
top2 = scores.topk(2, dim=1).indices
print("top-2 acc:", (top2 == lab[:, None]).any(1).float().mean().item())
onehot = torch.zeros(5, 3, device=device).scatter_(1, lab[:, None], 1.0)
print(onehot.sum(0).tolist(), torch.equal(onehot.argmax(1), lab))
grp = torch.tensor([0, 1, 0, 2, 1], device=device)
sums = torch.zeros(3, 3, device=device).index_add_(0, grp, scores)
print([[round(v, 4) for v in row] for row in sums.tolist()])
