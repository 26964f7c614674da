# "Classifying names with a character-level RNN" (the PyTorch tutorial) on a tiny built-in list:
# letters to one-hot tensors of shape (len, 1, n_letters), the tutorial's hand-written RNN module
# with i2h/h2o over cat([input, hidden]), NLLLoss on LogSoftmax, manual SGD updates via
# p.data.add_(p.grad, alpha=-lr), and predictions with topk.
import random
import string
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
random.seed(0)

all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)
data = {
    "English": ["Smith", "Johnson", "Williams", "Brown", "Taylor", "Walker", "Wright", "Hughes"],
    "Italian": ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"],
    "Japanese": ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura"],
}
categories = list(data)
print("n_letters:", n_letters, "categories:", categories)


def letter_to_index(letter):
    return all_letters.find(letter)


def line_to_tensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li, letter in enumerate(line):
        tensor[li][0][letter_to_index(letter)] = 1
    return tensor.to(device)


print("index of 'J':", letter_to_index("J"), "tensor of 'Jones':", tuple(line_to_tensor("Jones").shape))


class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super().__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.h2o = nn.Linear(input_size + hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, input, hidden):
        combined = torch.cat((input, hidden), 1)
        hidden = self.i2h(combined)
        output = self.softmax(self.h2o(combined))
        return output, hidden

    def init_hidden(self):
        return torch.zeros(1, self.hidden_size, device=device)


rnn = RNN(n_letters, 32, len(categories)).to(device)
criterion = nn.NLLLoss()
learning_rate = 0.005


def train_step(category_tensor, line_tensor):
    hidden = rnn.init_hidden()
    rnn.zero_grad()
    for i in range(line_tensor.size(0)):
        output, hidden = rnn(line_tensor[i], hidden)
    loss = criterion(output, category_tensor)
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item()


def category_from_output(output):
    top_n, top_i = output.topk(1)
    i = top_i[0].item()
    return categories[i], i


current = 0.0
for it in range(1, 601):
    category = random.choice(categories)
    line = random.choice(data[category])
    category_tensor = torch.tensor([categories.index(category)], device=device)
    output, loss = train_step(category_tensor, line_to_tensor(line))
    current += loss
    if it % 150 == 0:
        guess, _ = category_from_output(output)
        mark = "✓" if guess == category else f"✗ ({category})"
        print(f"{it} {current / 150:.4f} {line} / {guess} {mark}")
        current = 0.0


def predict(name, n_predictions=2):
    with torch.no_grad():
        hidden = rnn.init_hidden()
        t = line_to_tensor(name)
        for i in range(t.size(0)):
            output, hidden = rnn(t[i], hidden)
        values, indexes = output.topk(n_predictions, 1, True)
        return [(round(values[0][k].item(), 2), categories[indexes[0][k].item()]) for k in range(n_predictions)]


total_right = 0
for c, names in data.items():
    for n in names:
        total_right += predict(n, 1)[0][1] == c
print(f"training-set accuracy: {total_right}/{sum(len(v) for v in data.values())}")
for name in ["Satoshi", "Rossini", "Walsh"]:
    print(name, predict(name))
