# A CNN on the MXU: every convolution becomes one matmul (im2col), with M = N*oh*ow windows, K = C_in*kh*kw and N = C_out; the MXU panel lists each layer's utilization.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "tpu"
torch.manual_seed(0)


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc = nn.Linear(16 * 4 * 4, 10)

    def forward(self, x):
        # Each line is a row of the MXU panel's list, with its utilization and the reason for it.
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)  # [2048x9 @ 9x8]: K=9 fills 9 of 128 rows
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)  # [512x72 @ 72x16]: wider K, still a sliver
        return self.fc(x.flatten(1))  # [8x256 @ 256x10]: 8 rows stream while weights load


model = LeNet().to(device)
images = torch.randn(8, 1, 16, 16, device=device)
labels = torch.arange(8, device=device) % 10

# The matmul each convolution runs: the windows are its rows, a filter's weights its columns.
x = images
for conv in [model.conv1, model.conv2]:
    n, c, h, w = x.shape
    kh, kw = conv.kernel_size
    x = F.max_pool2d(F.relu(conv(x)), 2)
    print(f"{conv}: M = {n}*{h}*{w} = {n * h * w}, K = {c}*{kh}*{kw} = {c * kh * kw}, N = {conv.out_channels}; pooled to {tuple(x.shape)}")

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(3):
    optimizer.zero_grad()
    logits = model(images)
    loss = F.cross_entropy(logits, labels)
    # Backward is matmuls too (the panel lists them at this line); col2im sums the gradients
    # back into the image. Small layers leave most of the MXU idle: real CNNs win by batch size.
    loss.backward()
    optimizer.step()
    print(f"step {step}: logits {tuple(logits.shape)}, loss {loss.item():.4f}")

# opens: panel=mxu
