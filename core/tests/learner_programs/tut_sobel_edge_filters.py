# Classic image filters with F.conv2d on a synthetic grayscale image: Sobel x/y kernels as a
# (2, 1, 3, 3) weight, gradient magnitude and direction, a Gaussian blur kernel built from
# torch.exp and normalized, box blur with groups for RGB, padding modes via F.pad (reflect,
# replicate, circular), and a Laplacian.
import math
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=2, linewidth=120)

img = torch.zeros(1, 1, 8, 8, device=device)
img[..., 2:6, 2:6] = 1.0
print("image:\n", img[0, 0])

sobel_x = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]], device=device)
sobel_y = sobel_x.T
weight = torch.stack([sobel_x, sobel_y]).unsqueeze(1)
print("sobel weight shape:", tuple(weight.shape))
g = F.conv2d(img, weight, padding=1)
gx, gy = g[:, 0], g[:, 1]
print("gx:\n", gx[0])
mag = torch.sqrt(gx ** 2 + gy ** 2)
print("magnitude:\n", mag[0])
angle = torch.atan2(gy, gx)
print("direction at (2, 4) and (4, 2) in degrees:", round(math.degrees(angle[0, 2, 4].item()), 1), round(math.degrees(angle[0, 4, 2].item()), 1))
print("edges (magnitude > 1):", int((mag > 1).sum()))


def gaussian_kernel(size, sigma):
    ax = torch.arange(size, dtype=torch.float32, device=device) - (size - 1) / 2
    k1 = torch.exp(-ax ** 2 / (2 * sigma ** 2))
    k1 = k1 / k1.sum()
    return torch.outer(k1, k1)


k = gaussian_kernel(5, 1.0)
print("gaussian kernel sum:", round(k.sum().item(), 6), "center:", round(k[2, 2].item(), 4))
blurred = F.conv2d(img, k.view(1, 1, 5, 5), padding=2)
print("blurred row 4:", blurred[0, 0, 4])
k1 = k.sum(1, keepdim=True).T
separable = F.conv2d(F.conv2d(img, k1.view(1, 1, 1, 5), padding=(0, 2)), k1.view(1, 1, 5, 1), padding=(2, 0))
print("separable == 2-D:", torch.allclose(separable, blurred, atol=1e-6))

rgb = torch.rand(1, 3, 6, 6, device=device)
box = torch.full((3, 1, 3, 3), 1 / 9, device=device)
boxed = F.conv2d(rgb, box, padding=1, groups=3)
print("depthwise box blur shape:", tuple(boxed.shape), "center equals mean:",
      torch.allclose(boxed[0, :, 2, 2], rgb[0, :, 1:4, 1:4].mean(dim=(1, 2))))
print("avg_pool2d equivalent:", torch.allclose(boxed[..., 1:-1, 1:-1], F.avg_pool2d(rgb, 3, stride=1)))

row = torch.arange(1.0, 5.0, device=device).view(1, 1, 1, 4)
for mode in ("constant", "reflect", "replicate", "circular"):
    print(f"pad {mode:9s}:", F.pad(row, (2, 2, 0, 0), mode=mode)[0, 0, 0].tolist())

lap = torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]], device=device).view(1, 1, 3, 3)
L = F.conv2d(F.pad(img, (1, 1, 1, 1), mode="replicate"), lap)
print("laplacian:\n", L[0, 0])
print("laplacian sums to zero on replicate padding:", abs(L.sum().item()) < 1e-5)
sharpen = img - 0.5 * L
print("sharpened range:", round(sharpen.min().item(), 2), round(sharpen.max().item(), 2))
