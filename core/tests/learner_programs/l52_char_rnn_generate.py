# "NLP From Scratch: generating names with a character-level RNN": the category-conditioned RNN
# with dropout, inputTensor/targetTensor/categoryTensor, the train loop accumulating loss over
# the line, and sample() with topk.
import random
import string
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(16)
random.seed(16)

all_letters = string.ascii_letters + " .,;'-"
n_letters = len(all_letters) + 1  # Plus EOS marker
category_lines = {"Russian": ["Ivanov", "Petrov", "Romanov"], "German": ["Muller", "Schmidt", "Weber"]}
all_categories = list(category_lines)
n_categories = len(all_categories)


class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(RNN, self).__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(n_categories + input_size + hidden_size, hidden_size)
        self.i2o = nn.Linear(n_categories + input_size + hidden_size, output_size)
        self.o2o = nn.Linear(hidden_size + output_size, output_size)
        self.dropout = nn.Dropout(0.1)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, category, input, hidden):
        input_combined = torch.cat((category, input, hidden), 1)
        hidden = self.i2h(input_combined)
        output = self.i2o(input_combined)
        output_combined = torch.cat((hidden, output), 1)
        output = self.o2o(output_combined)
        output = self.dropout(output)
        output = self.softmax(output)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, self.hidden_size, device=device)


def randomChoice(l):
    return l[random.randint(0, len(l) - 1)]


def randomTrainingPair():
    category = randomChoice(all_categories)
    line = randomChoice(category_lines[category])
    return category, line


def categoryTensor(category):
    li = all_categories.index(category)
    tensor = torch.zeros(1, n_categories)
    tensor[0][li] = 1
    return tensor


def inputTensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li in range(len(line)):
        letter = line[li]
        tensor[li][0][all_letters.find(letter)] = 1
    return tensor


def targetTensor(line):
    letter_indexes = [all_letters.find(line[li]) for li in range(1, len(line))]
    letter_indexes.append(n_letters - 1)  # EOS
    return torch.LongTensor(letter_indexes)


def randomTrainingExample():
    category, line = randomTrainingPair()
    return categoryTensor(category), inputTensor(line), targetTensor(line)


criterion = nn.NLLLoss()
learning_rate = 0.05
rnn = RNN(n_letters, 48, n_letters).to(device)


def train(category_tensor, input_line_tensor, target_line_tensor):
    target_line_tensor = target_line_tensor.unsqueeze(-1)  # (the tutorial: unsqueeze_)
    hidden = rnn.initHidden()
    rnn.zero_grad()
    loss = torch.Tensor([0])
    loss = loss.to(device)
    for i in range(input_line_tensor.size(0)):
        output, hidden = rnn(category_tensor, input_line_tensor[i], hidden)
        l = criterion(output, target_line_tensor[i])
        loss += l
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item() / input_line_tensor.size(0)


total_loss = 0
for iter in range(1, 121):
    c, i, t = randomTrainingExample()
    output, loss = train(c.to(device), i.to(device), t.to(device))
    total_loss += loss
    if iter % 30 == 0:
        print('(%d %d%%) %.4f' % (iter, iter / 120 * 100, loss))
print('%.4f' % (total_loss / 120))

max_length = 8


def sample(category, start_letter='A'):
    with torch.no_grad():
        category_tensor = categoryTensor(category).to(device)
        input = inputTensor(start_letter).to(device)
        hidden = rnn.initHidden()
        output_name = start_letter
        for i in range(max_length):
            output, hidden = rnn(category_tensor, input[0], hidden)
            topv, topi = output.topk(1)
            topi = topi[0][0]
            if topi == n_letters - 1:
                break
            else:
                letter = all_letters[topi]
                output_name += letter
            input = inputTensor(letter).to(device)
        return output_name


def samples(category, start_letters='ABC'):
    for start_letter in start_letters:
        print(sample(category, start_letter))


rnn.eval()
samples('Russian', 'RUP')
samples('German', 'GMW')
