# A Keras-style model summary written by hand: forward hooks record each leaf module's output
# shape, parameters counted per layer (trainable vs not), buffers listed, total size in bytes
# by dtype element_size, and a summary string formatted into aligned columns.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
    nn.Flatten(), nn.Dropout(0.5), nn.Linear(16, 10),
).to(device)
model[0].requires_grad_(False)


def summary(model, input_size):
    rows, hooks = [], []

    def hook(module, inputs, output):
        params = sum(p.numel() for p in module.parameters(recurse=False))
        trainable = sum(p.numel() for p in module.parameters(recurse=False) if p.requires_grad)
        rows.append((module._get_name() if hasattr(module, "_get_name") else type(module).__name__,
                     list(output.shape), params, trainable))

    for m in model.modules():
        if len(list(m.children())) == 0:
            hooks.append(m.register_forward_hook(hook))
    model.eval()
    with torch.no_grad():
        model(torch.zeros(*input_size, device=device))
    for h in hooks:
        h.remove()

    line = "-" * 64
    print(line)
    print(f"{'Layer (type)':<25}{'Output Shape':<25}{'Param #':>14}")
    print("=" * 64)
    for i, (name, shape, params, _) in enumerate(rows):
        print(f"{name + '-' + str(i + 1):<25}{str(shape):<25}{params:>14,}")
    print("=" * 64)
    total = sum(r[2] for r in rows)
    trainable = sum(r[3] for r in rows)
    print(f"Total params: {total:,}")
    print(f"Trainable params: {trainable:,}")
    print(f"Non-trainable params: {total - trainable:,}")
    print(line)
    return total


total = summary(model, (2, 3, 16, 16))
print("matches parameters():", total == sum(p.numel() for p in model.parameters()))

param_bytes = sum(p.numel() * p.element_size() for p in model.parameters())
buffer_bytes = sum(b.numel() * b.element_size() for b in model.buffers())
print(f"parameter size: {param_bytes} bytes ({param_bytes / 1024:.2f} KB), buffers: {buffer_bytes} bytes")
print("buffers:", [(n, tuple(b.shape), str(b.dtype)) for n, b in model.named_buffers()][:3])
by_type = {}
for m in model.modules():
    n = sum(p.numel() for p in m.parameters(recurse=False))
    if n:
        by_type[type(m).__name__] = by_type.get(type(m).__name__, 0) + n
print("parameters by layer type:", by_type)
print("largest tensor:", max(((n, p.numel()) for n, p in model.named_parameters()), key=lambda kv: kv[1]))
print("frozen:", [n for n, p in model.named_parameters() if not p.requires_grad])
print("children count:", len(list(model.children())), "modules count:", len(list(model.modules())))
